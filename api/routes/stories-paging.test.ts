// Paging, search ranking and the batched texts of issue 14, on a real SQLite file: every list is
// bounded, a cursor walks the whole table once, and search answers the best k.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { makeStory } from '../testing/builders.ts'
import { insertStoryIfNew, type NewStoryRow } from '../../db/server/stories.ts'
import { STORY_PAGE_DEFAULT } from '../../contract/story.ts'
import { RANK_ALL_MAX } from '../../db/server/story-search.ts'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.close()
})

const get = (url: string) => t.app.inject({ method: 'GET', url })
const titles = (body: Array<{ title: string }>) => body.map((s) => s.title)

/** n stories straight into the database; pairs share a createdAt so ties are broken by id. */
async function seed(n: number, row: (i: number) => Partial<NewStoryRow> = () => ({})) {
  await t.app.db.transaction().execute(async (trx) => {
    for (let i = 0; i < n; i++) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / 2))).toISOString()
      await insertStoryIfNew(trx, {
        id: crypto.randomUUID(),
        title: `Story ${i}`,
        description: 'D',
        content: `text ${i}`,
        category: 'standalone',
        read_time: '1min',
        is_featured: 0,
        word_count: 2,
        created_at: at,
        updated_at: at,
        ...row(i),
      })
    }
  })
}

/** Follows the Link headers from url to the end; answers every page's titles. */
async function walk(url: string): Promise<string[][]> {
  const pages: string[][] = []
  for (let next: string | undefined = url; next;) {
    const res = await get(next)
    expect(res.statusCode).toBe(200)
    pages.push(titles(res.json()))
    next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1]
  }
  return pages
}

describe('GET /api/stories paging', () => {
  it('answers a bounded first page and a cursor that walks every story once, newest first', async () => {
    await seed(120)
    const pages = await walk('/api/stories')
    expect(pages.map((p) => p.length)).toEqual([STORY_PAGE_DEFAULT, STORY_PAGE_DEFAULT, 20])
    const all = pages.flat()
    expect(new Set(all).size).toBe(120)
    const order = await t.app.db
      .selectFrom('stories')
      .select('title')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    expect(all).toEqual(order.map((r) => r.title))
  })

  it('keeps the filters on every page and honours limit up to 100', async () => {
    await seed(30, (i) => ({ category: i % 3 === 0 ? 'series' : 'standalone', is_featured: i % 5 === 0 ? 1 : 0 }))
    expect((await walk('/api/stories?category=series&limit=4')).flat()).toHaveLength(10)
    expect((await walk('/api/stories?featured=true&limit=2')).map((p) => p.length)).toEqual([2, 2, 2])
    expect((await get('/api/stories?limit=101')).statusCode).toBe(400)
  })

  it('answers the six most recent for recent=true, with no next page', async () => {
    await seed(10, (i) => ({ created_at: new Date(Date.UTC(2026, 0, 1, i)).toISOString() }))
    const res = await get('/api/stories?recent=true')
    expect(titles(res.json())).toEqual(['Story 9', 'Story 8', 'Story 7', 'Story 6', 'Story 5', 'Story 4'])
    expect(res.headers.link).toBeUndefined()
  })

  it('refuses a cursor it did not give, and a cursor with a search, saying what to do', async () => {
    const bad = await get('/api/stories?cursor=bm90LW91cnM')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/leave out cursor/)
    await seed(60)
    const cursor = /cursor=([^&>]+)/.exec(String((await get('/api/stories')).headers.link))![1]
    const withSearch = await get(`/api/stories?search=text&cursor=${cursor}`)
    expect(withSearch.statusCode).toBe(400)
  })
})

describe('GET /api/stories answers kept between changes', () => {
  it('follows every change a list shows: a new story, a comment, an edit, a delete', async () => {
    const story = await makeStory(t.app, { title: 'First light' })
    const list = async () => (await get('/api/stories')).json() as Array<{ title: string; commentCount: number }>
    expect(await list()).toMatchObject([{ title: 'First light', commentCount: 0 }])
    expect(await list()).toMatchObject([{ title: 'First light', commentCount: 0 }])
    await t.app.inject({ method: 'POST', url: `/api/stories/${story.id}/comments`, payload: { content: 'Hello' } })
    expect(await list()).toMatchObject([{ commentCount: 1 }])
    await t.app.inject({
      method: 'PUT',
      url: `/api/stories/${story.id}`,
      headers: adminHeaders,
      payload: { title: 'Second light' },
    })
    expect(await list()).toMatchObject([{ title: 'Second light' }])
    await makeStory(t.app, { title: 'Another' })
    expect((await list()).map((s) => s.title)).toEqual(['Another', 'Second light'])
    await t.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}`, headers: adminHeaders })
    expect((await list()).map((s) => s.title)).toEqual(['Another'])
  })

  it('names each version of a list by the change log (ETag), and answers a client that has it with 304', async () => {
    const story = await makeStory(t.app, { title: 'First light' })
    const first = await get('/api/stories')
    const etag = String(first.headers.etag)
    const again = await t.app.inject({ method: 'GET', url: '/api/stories', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    await t.app.inject({ method: 'POST', url: `/api/stories/${story.id}/comments`, payload: { content: 'Hello' } })
    const changed = await t.app.inject({ method: 'GET', url: '/api/stories', headers: { 'if-none-match': etag } })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(changed.json()).toMatchObject([{ commentCount: 1 }])
  })

  it('answers brotli, gzip or plain as the client accepts, each the same list', async () => {
    await seed(3)
    const plain = await get('/api/stories')
    const as = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/api/stories', headers: { 'accept-encoding': encoding } })
    const br = await as('gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/Accept-Encoding/)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json())
    const gz = await as('gzip, br;q=0')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json())
    expect((await as('identity')).headers['content-encoding']).toBeUndefined()
  })
})

describe('GET /api/stories?search', () => {
  it('ranks a few matches by relevance: the title first, then how strongly the rest say it', async () => {
    await seed(
      4,
      (i) =>
        [
          { title: 'Plain', content: 'one lantern' },
          { title: 'Lantern', content: 'nothing' },
          { title: 'Often', content: 'lantern lantern lantern lantern' },
          { title: 'Described', description: 'a lantern tale', content: 'nothing' },
        ][i]!,
    )
    expect(titles((await get('/api/stories?search=lantern')).json())).toEqual([
      'Lantern',
      'Often',
      'Described',
      'Plain',
    ])
  })

  it('answers a word in every story without scoring them all: named ones first, then the newest', async () => {
    const n = RANK_ALL_MAX + 20
    await seed(n, (i) => ({
      title: i === 7 ? 'The lantern keeper' : `Story ${i}`,
      content: `a lantern burns ${i}`,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    }))
    const res = await get('/api/stories?search=lantern&limit=4')
    expect(titles(res.json())).toEqual(['The lantern keeper', `Story ${n - 1}`, `Story ${n - 2}`, `Story ${n - 3}`])
    expect(await get('/api/stories?search=lantern').then((r) => r.json().length)).toBe(STORY_PAGE_DEFAULT)
  })

  it('matches a prefix on the last word only', async () => {
    await seed(1, () => ({ title: 'Gatekeeper of Vessa', content: 'The gate opens.' }))
    expect(titles((await get('/api/stories?search=vess')).json())).toEqual(['Gatekeeper of Vessa'])
    expect(titles((await get(`/api/stories?search=${encodeURIComponent('gatekeeper ves')}`)).json())).toEqual([
      'Gatekeeper of Vessa',
    ])
    // "gatek" is not the last word, so it must be a whole word.
    expect((await get(`/api/stories?search=${encodeURIComponent('gatek vessa')}`)).json()).toEqual([])
  })

  it('finds a category or featured match ranked below the first page of other matches', async () => {
    await seed(120, (i) => ({
      title: i === 0 ? 'Story 0' : `Ember lantern ${i}`,
      content: 'ember',
      is_featured: i === 0 ? 1 : 0,
    }))
    expect(titles((await get('/api/stories?search=ember&featured=true')).json())).toEqual(['Story 0'])
  })

  it('follows edits and deletes of the title and text', async () => {
    const story = await makeStory(t.app, { title: 'Old name', content: 'A quiet harbour.' })
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/stories/${story.id}`,
      headers: adminHeaders,
      payload: { title: 'Beacon', content: 'A loud storm.' },
    })
    expect(edit.statusCode).toBe(200)
    expect((await get('/api/stories?search=harbour')).json()).toEqual([])
    expect((await get('/api/stories?search=old')).json()).toEqual([])
    expect(titles((await get('/api/stories?search=storm')).json())).toEqual(['Beacon'])
    expect(titles((await get('/api/stories?search=beacon')).json())).toEqual(['Beacon'])
    await t.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}`, headers: adminHeaders })
    expect((await get('/api/stories?search=storm')).json()).toEqual([])
  })
})

describe('GET /api/story-texts', () => {
  it('answers the texts of the stories asked for, with their version, leaving out unknown ids', async () => {
    const a = await makeStory(t.app, { content: 'First text.' })
    const b = await makeStory(t.app, { content: 'Second text.' })
    const unknown = '00000000-0000-4000-8000-000000000000'
    const res = await get(`/api/story-texts?ids=${a.id},${unknown},${b.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toHaveLength(2)
    expect(res.json()).toEqual(
      expect.arrayContaining([
        { id: a.id, content: 'First text.', updatedAt: a.updatedAt },
        { id: b.id, content: 'Second text.', updatedAt: b.updatedAt },
      ]),
    )
  })

  it.each([
    ['no ids', ''],
    ['a word', 'hello'],
    ['51 ids', Array.from({ length: 51 }, () => crypto.randomUUID()).join(',')],
  ])('refuses %s with a message saying what ids must be', async (_, ids) => {
    const res = await get(`/api/story-texts?ids=${ids}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/ids must be 1 to 50 story ids/)
  })
})
