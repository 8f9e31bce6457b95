// A story, or a series' episodes, as the book buildEpub makes (epub-book.ts): chapters split as the
// reader splits them (story-text/chapters.ts, after its scene-break rule), pictures and cover read
// from the media store (our JPEGs and PNGs; anything else is left out of the book).
import type { Readable } from 'node:stream'
import type { Series, Story } from '../../../contract/story.ts'
import { splitChapters } from '../../../story-text/chapters.ts'
import { separateSceneBreaks } from '../../../story-text/scene-breaks.ts'
import { mediaUrlToKey, type MediaStore } from '../media/media-store.ts'
import type { EpubBook, EpubMedia, EpubPart } from './epub-types.ts'

export interface BookSite {
  media: MediaStore
  origin: string
  siteName: string
}

const TYPES: Record<string, EpubMedia['mediaType']> = { jpg: 'image/jpeg', png: 'image/png' }

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** One of our pictures by its address, or null (not ours, gone, or not a JPEG or PNG). */
const mediaReader =
  (media: MediaStore) =>
  async (url: string | null): Promise<EpubMedia | null> => {
    const key = url === null ? null : mediaUrlToKey(url)
    const mediaType = TYPES[key?.split('.').pop() ?? '']
    if (key === null || mediaType === undefined || (await media.blobs.size(key)) === null) return null
    return { bytes: await bytesOf(await media.blobs.read(key)), mediaType }
  }

function partOf(story: Story): EpubPart {
  const chapters = splitChapters(separateSceneBreaks(story.content)).map(({ heading, body }) => ({
    heading,
    markdown: body,
  }))
  const episode =
    story.seasonNumber !== null && story.episodeNumber !== null
      ? `Season ${story.seasonNumber}, Episode ${story.episodeNumber}`
      : undefined
  return { title: story.title, ...(episode && { subtitle: episode }), chapters }
}

const latest = (dates: string[]) => new Date(Math.max(...dates.map((date) => Date.parse(date))))

export async function storyBook(story: Story, site: BookSite): Promise<EpubBook> {
  const readMedia = mediaReader(site.media)
  return {
    id: story.id,
    title: story.title,
    description: story.description,
    language: 'en',
    creator: site.siteName,
    published: new Date(story.createdAt),
    modified: new Date(story.updatedAt),
    cover: await readMedia(story.coverImageUrl),
    parts: [partOf(story)],
    origin: site.origin,
    readMedia,
  }
}

/** A series' book: its episodes in order, its cover, else its first episode's. */
export async function seriesBook(series: Series, episodes: Story[], site: BookSite): Promise<EpubBook> {
  const readMedia = mediaReader(site.media)
  const cover = await readMedia(
    series.coverImageUrl ?? episodes.find((story) => story.coverImageUrl)?.coverImageUrl ?? null,
  )
  return {
    id: series.id,
    title: series.title,
    description: series.description,
    language: 'en',
    creator: site.siteName,
    published: new Date(series.createdAt),
    modified: latest([series.createdAt, ...episodes.map((story) => story.updatedAt)]),
    cover,
    parts: episodes.map(partOf),
    series: true,
    origin: site.origin,
    readMedia,
  }
}
