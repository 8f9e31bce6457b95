// What a push about a new story becomes: the payload is checked against its schema, by hand
// (anything else is ignored), and turned into the notification the worker shows.
import type { PushPayload } from '../../contract/push.ts'
import { isFields, isString, isUuid } from './shapes.ts'

export const NOTIFICATION_ICON = '/icons/icon-192.png'
export const NOTIFICATION_BADGE = '/icons/badge-96.png'

/** The payload, or undefined when the text is not JSON or not a story push. */
export function parsePushPayload(text: string | undefined): PushPayload | undefined {
  if (!text) return undefined
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return undefined
  }
  return isPushPayload(data) ? data : undefined
}

function isPushPayload(data: unknown): data is PushPayload {
  return (
    isFields(data) &&
    data.type === 'story' &&
    isUuid(data.id) &&
    isString(data.title) &&
    isString(data.body) &&
    isString(data.url) &&
    (data.image === null || isString(data.image))
  )
}

/** A same-origin path to open, whatever the payload says (never another site). */
export function safeAppUrl(raw: unknown, origin: string): string {
  if (typeof raw !== 'string') return '/'
  try {
    const url = new URL(raw, origin)
    return url.origin === origin ? url.pathname + url.search + url.hash : '/'
  } catch {
    return '/'
  }
}

export interface StoryNotification {
  title: string
  options: NotificationOptions & { image?: string }
}

export function storyNotification(payload: PushPayload, origin: string): StoryNotification {
  const url = safeAppUrl(payload.url, origin)
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      // The notification is drawn outside the page: a relative image URL would not resolve.
      ...(payload.image ? { image: new URL(payload.image, origin).href } : {}),
      data: { url, id: payload.id },
      tag: `story-${payload.id}`,
    },
  }
}
