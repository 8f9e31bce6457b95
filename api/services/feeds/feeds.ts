// The feeds (issue 26), written by the `feed` library: a podcast feed (RSS 2.0 with the iTunes and
// Podcasting 2.0 tags podcast apps require) of the narrated stories, of the universe or of one
// series, and an Atom feed of the newest stories. Every address in them is absolute, on `origin`.
import { Feed, type Extension } from 'feed'
import type { Series, StorySummary } from '../../../contract/story.ts'

export const SITE_NAME = 'Infinaeon Hub'
const SITE_DESCRIPTION = 'Stories, series and music of the Infinaeon, a science-fiction universe.'
/** The app's own icon: the channel's picture where nothing better names it. */
const SITE_ICON = '/icons/icon-512.png'
/** The newest stories the Atom feed lists: feed readers keep what they saw before. */
export const ATOM_STORIES = 100
const PODCAST_NAMESPACE = 'https://podcastindex.org/namespace/1.0'

/** A narrated story as a podcast episode: its audio file's size and type. */
export interface Episode {
  story: StorySummary
  bytes: number
  type: string
}

const ext = (name: string, objects: Record<string, unknown>): Extension => ({ name, objects })
const readUrl = (origin: string, story: StorySummary) => `${origin}/read/${story.id}`

export function podcastFeed(origin: string, episodes: readonly Episode[], series?: Series): string {
  const absolute = (url: string) => new URL(url, origin).href
  const feedUrl = series ? `${origin}/feed/series/${series.id}.xml` : `${origin}/feed/podcast.xml`
  const image = absolute(series?.coverImageUrl ?? SITE_ICON)
  const feed = new Feed({
    title: series ? `${series.title} · ${SITE_NAME}` : `${SITE_NAME}: narrated stories`,
    description: series?.description || SITE_DESCRIPTION,
    id: feedUrl,
    link: `${origin}/`,
    feed: feedUrl,
    language: 'en',
    image,
    copyright: `© ${SITE_NAME}`,
    generator: SITE_NAME,
    podcast: true,
    author: { name: SITE_NAME },
  })
  feed.addExtension(ext('itunes:image', { _attributes: { href: image } }))
  feed.addExtension(
    ext('itunes:category', {
      _attributes: { text: 'Fiction' },
      'itunes:category': { _attributes: { text: 'Science Fiction' } },
    }),
  )
  feed.addExtension(ext('itunes:explicit', { _text: 'false' }))
  feed.addExtension(ext('itunes:type', { _text: 'episodic' }))
  for (const { story, bytes, type } of episodes) {
    const cover = story.coverImageUrl ? absolute(story.coverImageUrl) : image
    const captions = story.timings.find((timing) => timing.kind === 'captions')
    feed.addItem({
      title: story.title,
      guid: story.id,
      link: readUrl(origin, story),
      date: new Date(story.updatedAt),
      published: new Date(story.createdAt),
      description: story.description,
      audio: { url: absolute(story.audioFileUrl!), length: bytes, type, duration: story.audioDuration ?? undefined },
      extensions: [
        ext('itunes:image', { _attributes: { href: cover } }),
        ext('itunes:explicit', { _text: 'false' }),
        ...(story.seasonNumber ? [ext('itunes:season', { _text: String(story.seasonNumber) })] : []),
        ...(story.episodeNumber ? [ext('itunes:episode', { _text: String(story.episodeNumber) })] : []),
        // The words spoken, cue by cue (the WebVTT captions of read-along).
        ...(captions
          ? [
              ext('podcast:transcript', {
                _attributes: {
                  'xmlns:podcast': PODCAST_NAMESPACE,
                  url: absolute(captions.url),
                  type: 'text/vtt',
                  rel: 'captions',
                },
              }),
            ]
          : []),
      ],
    })
  }
  return feed.rss2()
}

export function storiesFeed(origin: string, stories: readonly StorySummary[]): string {
  const feed = new Feed({
    title: `${SITE_NAME}: stories`,
    description: SITE_DESCRIPTION,
    id: `${origin}/`,
    link: `${origin}/`,
    feedLinks: { atom: `${origin}/feed/stories.atom` },
    updated: new Date(stories[0]?.updatedAt ?? 0),
    language: 'en',
    image: `${origin}${SITE_ICON}`,
    favicon: `${origin}/favicon.svg`,
    copyright: `© ${SITE_NAME}`,
    generator: SITE_NAME,
    author: { name: SITE_NAME, link: `${origin}/` },
  })
  for (const story of stories) {
    const cover = story.coverImageUrl ?? story.coverThumbnailUrl
    feed.addItem({
      title: story.title,
      id: readUrl(origin, story),
      link: readUrl(origin, story),
      date: new Date(story.updatedAt),
      published: new Date(story.createdAt),
      description: story.description,
      ...(cover && { image: new URL(cover, origin).href }),
      ...(story.seriesTitle && { category: [{ name: story.seriesTitle, term: story.seriesTitle }] }),
    })
  }
  return feed.atom1()
}
