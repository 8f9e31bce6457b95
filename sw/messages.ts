// The one dispatcher of page → worker messages. The shape is checked by hand against ToWorker
// (contract/sw-messages.ts) so the worker does not carry a schema validator for two message
// shapes; messages.test.ts holds this check to the schema's own answer. Anything else is ignored.
/// <reference lib="webworker" />
import type { ToWorker } from '../contract/sw-messages.ts'
import { SCREEN_PATH_MAX_LENGTH } from '../contract/limits.ts'
import { isFields, isStringUpTo, isUuid, type Fields } from './lib/shapes.ts'

type Handlers = {
  [K in ToWorker['type']]: (
    message: Extract<ToWorker, { type: K }>,
    event: ExtendableMessageEvent,
  ) => Promise<unknown> | void
}

const isUrl = isStringUpTo(4096)
const isTitle = isStringUpTo(300)
const isScreenPath = isStringUpTo(SCREEN_PATH_MAX_LENGTH)
const hasExactly = (fields: Fields, names: string[]) =>
  Object.keys(fields).length === names.length && names.every((name) => name in fields)

/** A download is kept quietly (url only), or listed as a story's or a track's: whole, never mixed. */
function isDownload(fields: Fields): boolean {
  if (!isUrl(fields.url)) return false
  if (hasExactly(fields, ['type', 'url'])) return true
  if (hasExactly(fields, ['type', 'url', 'storyId', 'title'])) return isUuid(fields.storyId) && isTitle(fields.title)
  if (hasExactly(fields, ['type', 'url', 'trackId', 'albumId', 'title']))
    return isUuid(fields.trackId) && isUuid(fields.albumId) && isTitle(fields.title)
  return false
}

function isToWorker(data: unknown): data is ToWorker {
  if (!isFields(data)) return false
  const fields = data
  switch (fields.type) {
    case 'SKIP_WAITING':
    case 'STEP_DOWN':
    case 'DRAIN_OUTBOX':
    case 'FORGET_EVERYTHING':
      return true
    case 'DOWNLOAD_AUDIO':
      return isDownload(fields)
    case 'CANCEL_DOWNLOAD':
    case 'REMOVE_AUDIO':
      return isUrl(fields.url)
    case 'KEEP_DRAWING':
      return isScreenPath(fields.path)
    default:
      return false
  }
}

export function parseToWorker(data: unknown): ToWorker | undefined {
  return isToWorker(data) ? data : undefined
}

export function messageDispatcher(handlers: Handlers): (event: ExtendableMessageEvent) => void {
  return (event) => {
    const message = parseToWorker(event.data)
    if (!message) return
    const handle = handlers[message.type] as (m: ToWorker, e: ExtendableMessageEvent) => Promise<unknown> | void
    const done = handle(message, event)
    if (done) event.waitUntil(done)
  }
}
