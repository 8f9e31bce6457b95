// EPUB downloads of the demo (issue 26): a story with a table and a picture, a narrated story, and a
// series of several episodes pass epubcheck with nothing to say; a book is kept until something
// changes (ETag, 304), named for its title, and 404 for a story or series there is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { multipart } from '../testing/multipart.ts'
import { seedDemo } from '../seed/seed-demo.ts'
import { epubcheck } from '../services/epub/testing/epubcheck.ts'
import { openEpub } from '../services/epub/testing/unzip.ts'
import type { Series, StorySummary } from '../../contract/story.ts'

let t: TestApp
let stories: StorySummary[]
let series: Series[]
beforeAll(async () => {
  t = await buildTestApp()
  await seedDemo(t.app)
  stories = (await t.app.inject({ method: 'GET', url: '/api/stories' })).json()
  series = (await t.app.inject({ method: 'GET', url: '/api/series' })).json()
})
afterAll(async () => {
  await t.close()
})

const story = (title: string) => stories.find((s) => s.title === title)!
const download = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

describe('EPUB downloads of the demo', () => {
  it('pass epubcheck with no error and no warning: a story with a table and a picture, a narrated story, a series, a series of one episode', async () => {
    const longest = series.reduce((a, b) => (b.totalStories > a.totalStories ? b : a))
    expect(longest.totalStories).toBeGreaterThan(1)
    const urls = [
      `/api/stories/${story('A Map of Small Kindnesses').id}/epub`,
      `/api/stories/${story('The Gatekeeper of Vessa').id}/epub`,
      `/api/series/${longest.id}/epub`,
      `/api/series/${series.find((one) => one.totalStories === 1)!.id}/epub`,
    ]
    const books = await Promise.all(
      urls.map(async (url) => {
        const res = await download(url)
        expect(res.statusCode, url).toBe(200)
        expect(res.headers['content-type']).toBe('application/epub+zip')
        return res.rawPayload
      }),
    )
    const results = await Promise.all(books.map(epubcheck))
    results.forEach((result, i) =>
      expect({ url: urls[i], ...result }).toEqual({
        url: urls[i],
        counts: { nFatal: 0, nError: 0, nWarning: 0 },
        problems: [],
      }),
    )
  }, 120_000) // four runs of epubcheck's Java at once: 10–16 s beside the rest of the suite, more on a slower machine

  it('holds the table as a table and the picture as a file of the book', async () => {
    const book = await openEpub(
      (await download(`/api/stories/${story('A Map of Small Kindnesses').id}/epub`)).rawPayload,
    )
    const pages = book.entries
      .filter((entry) => entry.name.endsWith('.xhtml'))
      .map((entry) => entry.bytes.toString('utf8'))
      .join('\n')
    expect(pages).toContain('<th>Station</th>')
    expect(pages).toContain('<td>Kessel Drift</td>')
    expect(pages).toMatch(
      /<img src="images\/1\.jpg" alt="Hesper&#39;s notebook, open at its first page: three stations joined by the favours they owe" *\/>/,
    )
    const picture = book.entries.find((entry) => entry.name.endsWith('images/1.jpg'))!
    expect(picture.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    expect(pages).not.toMatch(/src="(https?:|\/)/)
  })

  it("lists a series' episodes in order, with their chapters", async () => {
    const longest = series.reduce((a, b) => (b.totalStories > a.totalStories ? b : a))
    const episodes = stories
      .filter((s) => s.seriesId === longest.id)
      .sort((a, b) => a.seasonNumber! - b.seasonNumber! || a.episodeNumber! - b.episodeNumber!)
    const nav = (await openEpub((await download(`/api/series/${longest.id}/epub`)).rawPayload)).entries
      .find((e) => e.name.endsWith('nav.xhtml'))!
      .bytes.toString('utf8')
    const at = episodes.map((episode) => nav.indexOf(episode.title.replaceAll("'", '&#39;')))
    expect(at.every((i) => i > 0)).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
    expect(nav).toContain('Chapter 1: First Watch')
  })

  it("names a series' only episode in its contents and on its own title page (issue 56)", async () => {
    const single = series.find((one) => one.totalStories === 1)!
    const [episode] = stories.filter((s) => s.seriesId === single.id)
    const book = await openEpub((await download(`/api/series/${single.id}/epub`)).rawPayload)
    const nav = book.entries.find((e) => e.name.endsWith('nav.xhtml'))!.bytes.toString('utf8')
    const title = episode!.title.replaceAll("'", '&#39;')
    expect(nav).toContain(title)
    const partPage = book.entries.find((e) => e.name.endsWith('part-1.xhtml'))!.bytes.toString('utf8')
    expect(partPage).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
  })

  it('names the file for the story, and answers 304 until the story changes', async () => {
    const { id } = story('Salt and Starlight')
    const first = await download(`/api/stories/${id}/epub`)
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="Salt and Starlight.epub"; filename*=UTF-8''Salt%20and%20Starlight.epub`,
    )
    const etag = first.headers.etag as string
    expect((await download(`/api/stories/${id}/epub`, { 'if-none-match': etag })).statusCode).toBe(304)

    const body = await multipart({ title: 'Salt and Starlight, Retold' })
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/stories/${id}`,
          ...body,
          headers: { ...body.headers, ...adminHeaders },
        })
      ).statusCode,
    ).toBe(200)
    const changed = await download(`/api/stories/${id}/epub`, { 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(
      (await openEpub(changed.rawPayload)).entries.find((e) => e.name.endsWith('.opf'))!.bytes.toString('utf8'),
    ).toContain('<dc:title>Salt and Starlight, Retold</dc:title>')
  })

  it('answers 404 for a story or a series there is not', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    expect((await download(`/api/stories/${missing}/epub`)).json()).toMatchObject({
      statusCode: 404,
      code: 'STORY_NOT_FOUND',
    })
    expect((await download(`/api/series/${missing}/epub`)).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' })
  })
})
