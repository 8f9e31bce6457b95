// Builders for the EPUB tests: a book with overrides, real pictures (a PNG drawn by sharp and a
// camera JPEG re-encoded), and a readMedia over a fixed set of our own picture paths that
// remembers what it was asked.
import path from 'node:path'
import sharp from 'sharp'
import type { EpubBook, EpubMedia } from '../epub-types.ts'

export const ORIGIN = 'https://hub.example'
export const PNG_PATH = `/api/media/images/${'a'.repeat(64)}.png`
export const JPEG_PATH = `/api/media/images/${'b'.repeat(64)}.jpg`
const CAMERA_JPEG = path.join(import.meta.dirname, '../../../testing/fixtures/images/orientation-portrait_6.jpg')

export async function makePictures(): Promise<{ png: EpubMedia; jpeg: EpubMedia; cover: EpubMedia }> {
  const png = await sharp({ create: { width: 16, height: 12, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer()
  const jpeg = await sharp(CAMERA_JPEG).rotate().resize(120, 120, { fit: 'inside' }).jpeg({ quality: 70 }).toBuffer()
  const cover = await sharp({ create: { width: 40, height: 60, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .jpeg()
    .toBuffer()
  return {
    png: { bytes: png, mediaType: 'image/png' },
    jpeg: { bytes: jpeg, mediaType: 'image/jpeg' },
    cover: { bytes: cover, mediaType: 'image/jpeg' },
  }
}

/** A readMedia that knows only `files`, and the paths it was asked for, in order. */
export function mediaReader(files: Record<string, EpubMedia>): { readMedia: EpubBook['readMedia']; asked: string[] } {
  const asked: string[] = []
  const readMedia = async (url: string) => {
    asked.push(url)
    return files[url] ?? null
  }
  return { readMedia, asked }
}

export function makeBook(overrides: Partial<EpubBook> = {}): EpubBook {
  return {
    id: '0b6f6c8e-2f4d-4a7e-9a51-3c2d1e0f9a88',
    title: 'The Ridge',
    description: 'A story of the Infinaeon.',
    language: 'en',
    creator: 'Infinaeon Hub',
    published: new Date('2025-03-01T10:20:30.456Z'),
    modified: new Date('2025-03-02T11:22:33.789Z'),
    cover: null,
    parts: [
      { title: 'The Ridge', chapters: [{ heading: 'Complete Story', markdown: 'The wind came off the ridge.' }] },
    ],
    origin: ORIGIN,
    readMedia: async () => null,
    ...overrides,
  }
}
