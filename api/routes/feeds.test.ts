// The feeds (issue 26) on the demo universe, on SQLite and (second pass) PostgreSQL + S3: each read
// by two independent feed parsers (rss-parser and feedparser) with every tag podcast apps require;
// 304 for a matching If-None-Match; an enclosure answers a Range request with 206; and a story
// published or deleted changes both feeds.
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import FeedParser, { type Item as ParsedItem, type Meta } from 'feedparser'
import RssParser from 'rss-parser'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, FIXTURES, type TestApp } from '../testing/build-test-app.ts'
import { makeStory } from '../testing/builders.ts'
import { seedDemo } from '../seed/seed-demo.ts'
import { readStored } from '../testing/stored-media.ts'
import type { Series, StorySummary } from '../../contract/story.ts'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
  await seedDemo(t.app)
})
afterEach(async () => {
  await t.close()
})

const ORIGIN = 'http://hub.example'
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'hub.example', ...headers } })

/** The feed as feedparser (a stream parser of RSS, Atom and RDF) reads it. */
function feedparser(xml: string): Promise<{ meta: Meta; items: ParsedItem[] }> {
  return new Promise((resolve, reject) => {
    const parser = new FeedParser({ feedurl: `${ORIGIN}/feed` })
    const items: ParsedItem[] = []
    parser.on('error', reject)
    parser.on('readable', () => {
      for (let item = parser.read(); item; item = parser.read()) items.push(item)
    })
    parser.on('end', () => resolve({ meta: parser.meta, items }))
    Readable.from([xml]).pipe(parser)
  })
}

/** rss-parser, with the podcast tags it does not read by itself. */
const rssParser = new RssParser<{ 'itunes:category': unknown }, { transcript: { $: Record<string, string> } }>({
  customFields: { feed: ['itunes:category'], item: [['podcast:transcript', 'transcript']] },
})

const stories = async () => (await get('/api/stories?limit=100')).json() as StorySummary[]
const narrated = async () => (await stories()).find((story) => story.title === 'The Gatekeeper of Vessa')!

describe('GET /feed/podcast.xml', () => {
  it('lists the narrated stories with every tag podcast apps require, read the same by two parsers', async () => {
    const res = await get('/feed/podcast.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8')
    const story = await narrated()
    const audioBytes = (await readStored(t.app, story.audioFileUrl!)).length
    const captions = story.timings.find((timing) => timing.kind === 'captions')!.url

    const rss = await rssParser.parseString(res.body)
    expect(rss.title).toBe('Infinaeon Hub: narrated stories')
    expect(rss.itunes).toMatchObject({
      image: `${ORIGIN}/icons/icon-512.png`,
      explicit: 'false',
      author: 'Infinaeon Hub',
    })
    expect(rss['itunes:category']).toMatchObject({
      $: { text: 'Fiction' },
      'itunes:category': [{ $: { text: 'Science Fiction' } }],
    })
    expect(rss.items).toHaveLength(1)
    const [episode] = rss.items
    expect(episode).toMatchObject({
      title: story.title,
      guid: story.id,
      link: `${ORIGIN}/read/${story.id}`,
      enclosure: { url: `${ORIGIN}${story.audioFileUrl}`, length: String(audioBytes), type: 'audio/mpeg' },
      itunes: {
        duration: '00:38',
        explicit: 'false',
        image: `${ORIGIN}${story.coverImageUrl}`,
        season: '1',
        episode: '1',
      },
      transcript: { $: { url: `${ORIGIN}${captions}`, type: 'text/vtt', rel: 'captions' } },
    })
    expect(new Date(episode!.pubDate!).toISOString()).toBe(
      new Date(story.createdAt).toISOString().replace(/\.\d+Z$/, '.000Z'),
    )

    const { meta, items } = await feedparser(res.body)
    expect(meta.title).toBe(rss.title)
    expect(meta['itunes:category']).toMatchObject({ '@': { text: 'Fiction' } })
    expect(meta['itunes:image']).toMatchObject({ '@': { href: `${ORIGIN}/icons/icon-512.png` } })
    expect(items).toHaveLength(1)
    const item = items[0]! as ParsedItem & Record<string, { '#'?: string; '@'?: Record<string, string> }>
    expect(item.guid).toBe(story.id)
    expect(item.enclosures).toEqual([
      { url: `${ORIGIN}${story.audioFileUrl}`, length: String(audioBytes), type: 'audio/mpeg' },
    ])
    expect(item['itunes:duration']?.['#']).toBe('00:38')
    expect(item['itunes:explicit']?.['#']).toBe('false')
    expect(item['podcast:transcript']?.['@']).toMatchObject({ url: `${ORIGIN}${captions}`, type: 'text/vtt' })
    expect(item.pubdate?.toISOString()).toBe(new Date(episode!.pubDate!).toISOString())
  })

  it('answers 304 to a matching If-None-Match, and a new ETag once a story changes', async () => {
    const first = await get('/feed/podcast.xml')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/"\d+"$/)
    const again = await get('/feed/podcast.xml', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    await makeStory(t.app, { title: 'A story without narration' })
    const changed = await get('/feed/podcast.xml', { 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
  })

  it('serves its enclosures with Range', async () => {
    const { items } = await feedparser((await get('/feed/podcast.xml')).body)
    const enclosure = new URL(items[0]!.enclosures[0]!.url)
    const part = await get(enclosure.pathname, { range: 'bytes=0-99' })
    expect(part.statusCode).toBe(206)
    expect(part.rawPayload).toHaveLength(100)
    expect(part.headers['content-range']).toBe(`bytes 0-99/${items[0]!.enclosures[0]!.length}`)
  })
})

describe('GET /feed/series/{id}.xml', () => {
  it("lists one series' narrated episodes, and 404 for a series there is not", async () => {
    const series = (await get('/api/series')).json() as Series[]
    const chronicles = series.find((one) => one.title === 'The Infinaeon Chronicles')!
    const rss = await rssParser.parseString((await get(`/feed/series/${chronicles.id}.xml`)).body)
    expect(rss.title).toBe('The Infinaeon Chronicles · Infinaeon Hub')
    expect(rss.items.map((item) => item.title)).toEqual(['The Gatekeeper of Vessa'])
    const other = series.find((one) => one.id !== chronicles.id)!
    expect((await rssParser.parseString((await get(`/feed/series/${other.id}.xml`)).body)).items).toEqual([])
    expect((await get(`/feed/series/${crypto.randomUUID()}.xml`)).statusCode).toBe(404)
    expect((await get('/feed/series/not-an-id.xml')).statusCode).toBe(404)
  })
})

describe('GET /feed/stories.atom', () => {
  it('lists every story, newest first, with its summary, cover and link, read the same by two parsers', async () => {
    const res = await get('/feed/stories.atom')
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8')
    const all = await stories()
    const newest = [...all].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    const rss = await rssParser.parseString(res.body)
    expect(rss.items.map((item) => item.title)).toEqual(newest.map((story) => story.title))
    expect(rss.items[0]).toMatchObject({ link: `${ORIGIN}/read/${newest[0]!.id}`, summary: newest[0]!.description })
    const { meta, items } = await feedparser(res.body)
    expect(meta.title).toBe('Infinaeon Hub: stories')
    expect(items.map((item) => item.link)).toEqual(newest.map((story) => `${ORIGIN}/read/${story.id}`))
    expect(items[0]!.enclosures).toEqual([expect.objectContaining({ url: `${ORIGIN}${newest[0]!.coverImageUrl}` })])
  })
})

describe('both feeds follow the stories', () => {
  it('a narrated story published shows in both; deleted, it leaves both', async () => {
    const audio = await t.app.media.saveAudio(
      fs.createReadStream(path.join(FIXTURES, 'audio', 'narration-long.mp3')),
      t.app.config.maxAudioBytes,
    )
    const story = await makeStory(t.app, { title: 'The Second Watch', audioFileUrl: audio.url, audioDuration: '62' })
    const titles = async () => ({
      podcast: (await rssParser.parseString((await get('/feed/podcast.xml')).body)).items.map((item) => item.title),
      atom: (await rssParser.parseString((await get('/feed/stories.atom')).body)).items.map((item) => item.title),
    })
    expect(await titles()).toMatchObject({
      podcast: ['The Second Watch', 'The Gatekeeper of Vessa'],
      atom: expect.arrayContaining(['The Second Watch']),
    })
    expect((await titles()).atom[0]).toBe('The Second Watch')

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}`, headers: adminHeaders })).statusCode,
    ).toBe(204)
    const after = await titles()
    expect(after.podcast).toEqual(['The Gatekeeper of Vessa'])
    expect(after.atom).not.toContain('The Second Watch')
  })
})
