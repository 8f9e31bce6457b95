// Uploaded pictures: only JPEG, PNG or WebP by their magic bytes, re-encoded by sharp so what we
// store is small, upright (EXIF orientation applied) and carries no metadata (no camera, no GPS).
import sharp, { type Sharp } from 'sharp'
import { fileTypeFromBuffer } from 'file-type'
import { Errors } from '../../errors.ts'
import type { MediaStore } from './media-store.ts'
import type { MediaKind } from '../../../contract/media-urls.ts'

const ACCEPTED = new Set(['jpg', 'png', 'webp'])

export const COVER = { width: 400, height: 600, quality: 80 } as const
export const COVER_THUMBNAIL = { width: 200, height: 300, quality: 60 } as const
export const IMAGE = { width: 800, height: 800, quality: 80 } as const

type Size = { width: number; height: number; quality: number }

async function decode(buffer: Uint8Array): Promise<Sharp> {
  const type = await fileTypeFromBuffer(buffer)
  if (!type || !ACCEPTED.has(type.ext)) throw new Errors.InvalidImage()
  // failOn 'warning': any damage the decoder notices (a cut-off or corrupt scan) is an error,
  // not a stored picture with a grey bottom half. rotate() with no angle applies the EXIF
  // orientation; the output keeps no metadata.
  return sharp(buffer, { failOn: 'warning' }).rotate()
}

async function encode(image: Sharp, size: Size): Promise<Buffer> {
  try {
    return await image
      .clone()
      .resize(size.width, size.height, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: size.quality })
      .toBuffer()
  } catch {
    // sharp's messages speak of libvips internals; the person needs to know the file is damaged.
    throw new Errors.BrokenImage()
  }
}

async function store(media: MediaStore, kind: MediaKind, data: Buffer): Promise<string> {
  return (await media.saveBuffer(kind, data, 'jpg')).url
}

/** A story/series/album cover and its list thumbnail. */
export async function saveCover(media: MediaStore, buffer: Uint8Array) {
  const image = await decode(buffer)
  const cover = await encode(image, COVER)
  const thumbnail = await encode(image, COVER_THUMBNAIL)
  return {
    coverImageUrl: await store(media, 'covers', cover),
    coverThumbnailUrl: await store(media, 'covers', thumbnail),
  }
}

/** An album cover: the cover size only (albums have no list thumbnail). */
export async function saveAlbumCover(media: MediaStore, buffer: Uint8Array) {
  return { coverImageUrl: await store(media, 'covers', await encode(await decode(buffer), COVER)) }
}

/** Any other picture (characters, tracks): one JPEG up to 800×800. */
export async function saveImage(media: MediaStore, buffer: Uint8Array) {
  const image = await decode(buffer)
  return { url: await store(media, 'images', await encode(image, IMAGE)) }
}
