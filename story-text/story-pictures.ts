// Pictures in a story's text (issue 26): a Word document's pictures become Markdown images. Until the
// publish is delivered, one names its file in the outbox as `picture:<n>`; the server stores each
// through the image pipeline and the text then names its address. Both sides find them here.
import { FORM_FILE_MAX_BYTES } from '../contract/limits.ts'

/** A picture larger than this is left out of an imported story, with a warning. */
export const PICTURE_MAX_BYTES = FORM_FILE_MAX_BYTES

const PENDING = 'picture:'
/** The address a picture has in the text before the server stored it. */
export const pendingPictureRef = (index: number) => `${PENDING}${index}`

/** `![alt](address)` and `![alt](address "title")`: the images our importer writes. */
const IMAGE = /!\[((?:\\.|[^\]\\])*)\]\(\s*<?([^\s)>]+)>?(?:\s+"(?:\\.|[^"\\])*")?\s*\)/g

/** Every image address in the text, in order, each once. */
export function imageAddresses(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(IMAGE)].map((match) => match[2]!))]
}

/** The pictures the text shows from this site (the ones kept offline with it). */
export const ownPictures = (markdown: string): string[] =>
  imageAddresses(markdown).filter((address) => address.startsWith('/') && !address.startsWith('//'))

/** The pictures still waiting to be stored, by their index. */
export const pendingPictures = (markdown: string): number[] =>
  imageAddresses(markdown).flatMap((address) =>
    address.startsWith(PENDING) && /^\d+$/.test(address.slice(PENDING.length))
      ? [Number(address.slice(PENDING.length))]
      : [],
  )

/** The text with each waiting picture named by its stored address. */
export function withStoredPictures(markdown: string, stored: ReadonlyMap<number, string>): string {
  return markdown.replace(IMAGE, (whole, _alt: string, address: string) => {
    const index = address.startsWith(PENDING) ? Number(address.slice(PENDING.length)) : NaN
    const url = stored.get(index)
    if (url === undefined) return whole
    const at = whole.indexOf(address, whole.indexOf(']('))
    return `${whole.slice(0, at)}${url}${whole.slice(at + address.length)}`
  })
}

/**
 * A Word picture's description as the story names it: the one Word keeps with it (mammoth reads it;
 * its types leave it out), else its place ("Picture 2"), as the upload dialog names it.
 */
export function pictureAlt(image: object, number: number): string {
  const altText = 'altText' in image && typeof image.altText === 'string' ? image.altText.trim() : ''
  return altText || `Picture ${number}`
}
