// Fetches a new link's preview: the page through the SSRF-safe fetch
// (public addresses only, also after redirects; text/html only; timeouts; size caps), read only up
// to the end of its head; then its og:image, fetched the same way and re-hosted through the image
// pipeline (re-encoded, metadata removed), so the app never loads a picture from the page's site.
// A failure leaves what it could not get null and is logged; it never throws out of previewLink.
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/server/connect.ts'
import { setLinkPreview } from '../../../db/server/links.ts'
import { Errors } from '../../errors.ts'
import { saveImage } from '../media/images.ts'
import { claimMedia, type MediaStore } from '../media/media-store.ts'
import { readBody, safeFetch, type SafeResponse } from '../net/safe-fetch.ts'
import { FORM_FILE_MAX_BYTES } from '../../../contract/limits.ts'
import { createPreviewParser, type PagePreview } from './og-parser.ts'

/** A page declaring more than this is not read at all. */
export const PREVIEW_PAGE_MAX_BYTES = 5 * 1024 * 1024
/** Where the head has not ended after this much, the preview is what was found so far. */
export const PREVIEW_HEAD_MAX_BYTES = 1024 * 1024
export const PREVIEW_IMAGE_MAX_BYTES = FORM_FILE_MAX_BYTES
/** For the answer to start, and again for the body to arrive. */
export const PREVIEW_TIMEOUT_MS = 10_000

export interface PreviewDeps {
  db: Db
  media: MediaStore
  /** config.outboundAllowAddresses: private addresses fetches may reach (tests only). */
  allowAddresses: readonly string[]
  log: FastifyBaseLogger
}

const HTML = { description: 'an HTML page (text/html)', matches: (type: string) => /^text\/html\s*(;|$)/i.test(type) }
const IMAGE = { description: 'a picture (image/*)', matches: (type: string) => /^image\//i.test(type) }

function decoderFor(contentType: string | undefined): TextDecoder {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType ?? '')?.[1]
  try {
    return new TextDecoder(charset ?? 'utf-8')
  } catch {
    return new TextDecoder('utf-8')
  }
}

/** Feeds the body to the parser until its head is over, PREVIEW_HEAD_MAX_BYTES or the timeout; then hangs up. */
async function readHead(page: SafeResponse, url: string): Promise<PagePreview> {
  const parser = createPreviewParser(url)
  const decoder = decoderFor(page.headers['content-type'])
  const stalled = () =>
    page.body.destroy(new Errors.UpstreamFailed(`the page took longer than ${PREVIEW_TIMEOUT_MS / 1000} s`))
  const timer = setTimeout(stalled, PREVIEW_TIMEOUT_MS)
  let read = 0
  try {
    for await (const chunk of page.body) {
      read += (chunk as Buffer).length
      parser.write(decoder.decode(chunk as Buffer, { stream: true }))
      if (parser.isDone() || read >= PREVIEW_HEAD_MAX_BYTES) break
    }
  } finally {
    clearTimeout(timer)
    page.body.destroy()
  }
  return parser.end()
}

async function fetchPreview(deps: PreviewDeps, url: string): Promise<PagePreview> {
  const page = await safeFetch(url, {
    allowAddresses: deps.allowAddresses,
    maxBytes: PREVIEW_PAGE_MAX_BYTES,
    expectedType: HTML,
    responseTimeoutMs: PREVIEW_TIMEOUT_MS,
    headers: { accept: 'text/html' },
  })
  return readHead(page, url)
}

/** Our /api/media/... address of the picture. */
async function rehostImage(deps: PreviewDeps, url: string): Promise<string> {
  const image = await safeFetch(url, {
    allowAddresses: deps.allowAddresses,
    maxBytes: PREVIEW_IMAGE_MAX_BYTES,
    expectedType: IMAGE,
    responseTimeoutMs: PREVIEW_TIMEOUT_MS,
    headers: { accept: 'image/jpeg,image/png,image/webp' },
  })
  return (await saveImage(deps.media, await readBody(image.body, PREVIEW_TIMEOUT_MS))).url
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Fetches and stores the preview of the link `id` (a 'link' sync change when anything was found). */
export async function previewLink(deps: PreviewDeps, link: { id: string; url: string }): Promise<void> {
  let preview: PagePreview
  try {
    preview = await fetchPreview(deps, link.url)
  } catch (error) {
    deps.log.warn({ link: link.id, url: link.url }, `link preview: the page could not be read: ${reason(error)}`)
    return
  }
  let image: string | null = null
  if (preview.image) {
    try {
      image = await rehostImage(deps, preview.image)
    } catch (error) {
      deps.log.warn(
        { link: link.id, image: preview.image },
        `link preview: the picture could not be used: ${reason(error)}`,
      )
    }
  }
  if (!preview.title && !preview.description && !image) return
  try {
    await deps.db.transaction().execute(async (trx) => {
      await claimMedia(trx, [image])
      await setLinkPreview(trx, link.id, {
        og_title: preview.title,
        og_description: preview.description,
        og_image: image,
      })
    })
  } catch (error) {
    // The link was deleted meanwhile (nothing to update), or the database is closing: the picture,
    // unclaimed, goes with the next sweep after its grace period.
    deps.log.warn({ link: link.id }, `link preview: could not be stored: ${reason(error)}`)
  }
}
