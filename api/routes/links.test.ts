// Links on the real app: the list (by sortOrder), the admin's add (last in the list; http(s) only;
// a replay of its id changes nothing), delete and reorder (all or nothing), each with its sync
// changes. The page previews are in links-preview.test.ts.
import { afterEach, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { linkFields, makeLink, postLink, UNREACHABLE_SITE } from '../testing/builders.ts'
import type { Link } from '../../contract/link.ts'
import type { SyncPage } from '../../contract/sync.ts'

const UNKNOWN = '0b7e4a52-5f4e-4d7c-9a51-3f1c2f0e9d11'

let t: TestApp
afterEach(async () => {
  await t.close()
})
async function start() {
  t = await buildTestApp()
}

const get = (url: string) => t.app.inject({ method: 'GET', url })
const links = async () => (await get('/api/links')).json() as Link[]
const syncAfter = async (cursor = '0') => (await get(`/api/sync?since=${cursor}`)).json() as SyncPage
const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/links/${id}`, headers: adminHeaders })
const reorder = (payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/links/reorder', headers: adminHeaders, payload: payload as object })

/** Rows a refused write must leave as they were. */
const rows = async () =>
  JSON.stringify(
    await Promise.all((['links', 'changes'] as const).map((table) => t.app.db.selectFrom(table).selectAll().execute())),
  )

async function threeLinks(): Promise<Link[]> {
  const made: Link[] = []
  for (const title of ['First', 'Second', 'Third'])
    made.push(await makeLink(t.app, { title, url: `${UNREACHABLE_SITE}/${title}` }))
  return made
}

describe('GET /api/links', () => {
  it('lists the links by sortOrder, the oldest first among equals', async () => {
    await start()
    const [first, second, third] = await threeLinks()
    await t.app.db.updateTable('links').set({ sort_order: 0 }).execute()
    const res = await get('/api/links')
    expect(res.statusCode).toBe(200)
    expect((res.json() as Link[]).map((link) => link.id)).toEqual([first!.id, second!.id, third!.id])
  })
})

describe('POST /api/links', () => {
  it('answers 201 with the link, last in the list, its preview still empty', async () => {
    await start()
    const [, , third] = await threeLinks()
    expect(third).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Third',
      url: `${UNREACHABLE_SITE}/Third`,
      description: linkFields().description,
      ogTitle: null,
      ogDescription: null,
      ogImage: null,
      sortOrder: 2,
      createdAt: expect.any(String),
    })
    await t.app.db.updateTable('links').set({ sort_order: 40 }).where('id', '=', third!.id).execute()
    expect((await makeLink(t.app, { title: 'Fourth' })).sortOrder).toBe(41)
  })

  it('keeps the title and description as written, and the URL trimmed, as a browser reads it', async () => {
    await start()
    const res = await postLink(t.app, {
      title: '  Spaced  ',
      url: '  HTTPS://Example.COM  ',
      description: '  Two\nlines  ',
    })
    expect(res.json()).toMatchObject({
      title: '  Spaced  ',
      url: 'https://example.com/',
      description: '  Two\nlines  ',
    })
  })

  it.each([
    ['no description', undefined],
    ['a null description', null],
    ['a blank description', '   '],
  ])('stores %s as none', async (_case, description) => {
    await start()
    expect((await postLink(t.app, { description })).json()).toMatchObject({ description: null })
  })

  it('records the link for /api/sync', async () => {
    await start()
    const { cursor } = await syncAfter()
    const link = await makeLink(t.app)
    await t.app.linkPreviews.settled()
    expect((await syncAfter(cursor)).changes).toEqual([{ type: 'link', op: 'put', id: link.id, data: link }])
  })

  it('answers a replay of its id with 200 and the link already made, and changes nothing', async () => {
    await start()
    const id = crypto.randomUUID()
    const first = await postLink(t.app, { id })
    expect(first.statusCode).toBe(201)
    await t.app.linkPreviews.settled()
    const before = await rows()
    for (const replay of [{ id }, { id: id.toUpperCase(), title: 'Other', url: 'https://other.example/' }]) {
      const res = await postLink(t.app, replay)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual(first.json())
    }
    await t.app.linkPreviews.settled()
    expect(await rows()).toBe(before)
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['no title', { title: undefined }, 'Please enter both title and URL: Title is required (at most 200 characters).'],
    ['a blank title', { title: '   ' }, 'Please enter both title and URL: Title is required (at most 200 characters).'],
    [
      'a title over 200 characters',
      { title: 't'.repeat(201) },
      'Please enter both title and URL: Title is required (at most 200 characters).',
    ],
    ['no URL', { url: undefined }, 'Please enter both title and URL: URL is required (at most 2048 characters).'],
    ['an empty URL', { url: '' }, 'Please enter both title and URL: URL is required (at most 2048 characters).'],
    [
      'a URL over 2048 characters',
      { url: `https://example.com/${'x'.repeat(2048)}` },
      'Please enter both title and URL: URL is required (at most 2048 characters).',
    ],
    [
      'a javascript: URL',
      { url: 'javascript:alert(document.cookie)' },
      'URL must be a full web address starting with http:// or https://; javascript: links are not allowed.',
    ],
    [
      'a javascript: URL hidden by case and spaces',
      { url: '  JavaScript:alert(1)' },
      'URL must be a full web address starting with http:// or https://; javascript: links are not allowed.',
    ],
    [
      'a data: URL',
      { url: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' },
      'URL must be a full web address starting with http:// or https://; data: links are not allowed.',
    ],
    [
      'a file: URL',
      { url: 'file:///etc/passwd' },
      'URL must be a full web address starting with http:// or https://; file: links are not allowed.',
    ],
    [
      'a relative URL',
      { url: '/characters' },
      'URL must be a full web address starting with http:// or https://, such as https://example.com/page.',
    ],
    [
      'garbage',
      { url: 'not a link' },
      'URL must be a full web address starting with http:// or https://, such as https://example.com/page.',
    ],
    [
      'a description over 2000 characters',
      { description: 'd'.repeat(2001) },
      'Description is too long: at most 2000 characters.',
    ],
    ['an id that is not a UUID', { id: 'link-1' }, 'id must be a link id (a UUID).'],
  ])('refuses %s with 400 BAD_INPUT and stores nothing', async (_case, fields, message) => {
    await start()
    const before = await rows()
    const res = await postLink(t.app, fields)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'BAD_INPUT', message })
    expect(await rows()).toBe(before)
  })
})

describe('DELETE /api/links/{id}', () => {
  it('removes the link and records the delete for /api/sync', async () => {
    await start()
    const [, second] = await threeLinks()
    const { cursor } = await syncAfter()
    const res = await remove(second!.id)
    expect(res.statusCode).toBe(204)
    expect((await links()).map((link) => link.title)).toEqual(['First', 'Third'])
    expect((await syncAfter(cursor)).changes).toEqual([{ type: 'link', op: 'delete', id: second!.id }])
    expect((await makeLink(t.app, { title: 'Fourth' })).sortOrder).toBe(3)
  })

  it('answers 404 LINK_NOT_FOUND for a link that does not exist', async () => {
    await start()
    const res = await remove(UNKNOWN)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'LINK_NOT_FOUND' })
  })
})

describe('PUT /api/links/reorder', () => {
  it('gives the links their new places, answers the new list and records each move for /api/sync', async () => {
    await start()
    const [first, second, third] = await threeLinks()
    const { cursor } = await syncAfter()
    const res = await reorder([
      { id: third!.id, sortOrder: 0 },
      { id: first!.id, sortOrder: 1 },
      { id: second!.id, sortOrder: 2 },
    ])
    expect(res.statusCode).toBe(200)
    const answered = res.json() as Link[]
    expect(answered.map((link) => [link.title, link.sortOrder])).toEqual([
      ['Third', 0],
      ['First', 1],
      ['Second', 2],
    ])
    expect(await links()).toEqual(answered)
    const { changes } = await syncAfter(cursor)
    expect(changes).toHaveLength(3)
    expect(changes).toEqual(
      expect.arrayContaining(answered.map((link) => ({ type: 'link', op: 'put', id: link.id, data: link }))),
    )
  })

  it('records only the links that moved', async () => {
    await start()
    const [first, second] = await threeLinks()
    const { cursor } = await syncAfter()
    await reorder([
      { id: first!.id, sortOrder: 1 },
      { id: second!.id, sortOrder: 0 },
    ])
    expect((await syncAfter(cursor)).changes.map((change) => change.id).sort()).toEqual([first!.id, second!.id].sort())
    const { cursor: after } = await syncAfter()
    await reorder([{ id: first!.id, sortOrder: 1 }])
    expect((await syncAfter(after)).changes).toEqual([])
  })

  it('takes the ids whatever their case', async () => {
    await start()
    const [first, second] = await threeLinks()
    const res = await reorder([
      { id: second!.id.toUpperCase(), sortOrder: 0 },
      { id: first!.id.toUpperCase(), sortOrder: 1 },
    ])
    expect((res.json() as Link[]).map((link) => link.title)).toEqual(['Second', 'First', 'Third'])
  })

  it('changes nothing when one id is unknown, and answers 404 LINK_NOT_FOUND', async () => {
    await start()
    const [first, second] = await threeLinks()
    const before = await rows()
    const res = await reorder([
      { id: second!.id, sortOrder: 0 },
      { id: first!.id, sortOrder: 1 },
      { id: UNKNOWN, sortOrder: 2 },
    ])
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'LINK_NOT_FOUND' })
    expect(await rows()).toBe(before)
    expect((await links()).map((link) => link.title)).toEqual(['First', 'Second', 'Third'])
  })

  it.each<[string, (links: Link[]) => unknown, string]>([
    [
      'a link listed twice',
      ([a, b]) => [
        { id: a!.id, sortOrder: 1 },
        { id: b!.id, sortOrder: 0 },
        { id: a!.id.toUpperCase(), sortOrder: 2 },
      ],
      'listed more than once',
    ],
    ['a negative place', ([a]) => [{ id: a!.id, sortOrder: -1 }], 'sortOrder must be a whole number from 0.'],
    ['a fractional place', ([a]) => [{ id: a!.id, sortOrder: 1.5 }], 'sortOrder must be a whole number from 0.'],
    ['an id that is not a UUID', () => [{ id: 'first', sortOrder: 0 }], 'uuid'],
    ['an entry without its place', ([a]) => [{ id: a!.id }], 'sortOrder'],
    [
      'an object instead of a list',
      ([a]) => ({ id: a!.id, sortOrder: 0 }),
      'Send an array of at most 1000 { id, sortOrder } entries.',
    ],
    ['an entry without its id', () => [{ sortOrder: 0 }], "must have required property 'id'"],
    [
      'more than 1000 entries',
      ([a]) => Array.from({ length: 1001 }, (_, i) => ({ id: a!.id, sortOrder: i })),
      'Send an array of at most 1000 { id, sortOrder } entries.',
    ],
  ])('refuses %s with 400 BAD_INPUT and changes nothing', async (_case, body, message) => {
    await start()
    const made = await threeLinks()
    const before = await rows()
    const res = await reorder(body(made))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'BAD_INPUT', message: expect.stringContaining(message) })
    expect(await rows()).toBe(before)
  })
})
