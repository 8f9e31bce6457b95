// Link previews on the real app against a real site on 127.0.0.1: allowed only where the test says
// so (outboundAllowAddresses, as for a public site), they fill ogTitle, ogDescription and a
// re-hosted ogImage after the add has been answered, and reach /api/sync; without the allowance
// the site is never contacted. A preview that fails leaves the link as it was added.
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { makeLink, postLink } from '../testing/builders.ts'
import { OG_PAGE, startPageHost, type PageHost } from '../testing/page-host.ts'
import type { Link } from '../../contract/link.ts'
import type { SyncPage } from '../../contract/sync.ts'
import { ageStoredMedia } from '../testing/stored-media.ts'

let host: PageHost
beforeAll(async () => {
  host = await startPageHost()
})
afterAll(async () => {
  await host.close()
})

let t: TestApp
afterEach(async () => {
  await t.close()
})
const withAllowance = async () => {
  t = await buildTestApp({ outboundAllowAddresses: ['127.0.0.1'] })
}

const get = (url: string) => t.app.inject({ method: 'GET', url })
const links = async () => (await get('/api/links')).json() as Link[]
const syncAfter = async (cursor = '0') => (await get(`/api/sync?since=${cursor}`)).json() as SyncPage

/** Adds a link to a page of the test site and waits for its preview. */
async function previewed(pagePath: string): Promise<Link> {
  const link = await makeLink(t.app, { url: `${host.origin}${pagePath}` })
  await t.app.linkPreviews.settled()
  return (await links()).find((l) => l.id === link.id)!
}

describe('link previews', () => {
  it('fills ogTitle and ogDescription from the page, and re-hosts its og:image without EXIF or GPS', async () => {
    await withAllowance()
    const link = await previewed('/og.html')
    expect(link).toMatchObject({
      ogTitle: OG_PAGE.title,
      ogDescription: OG_PAGE.description,
      ogImage: expect.stringMatching(/^\/api\/media\/images\/[a-f0-9]{64}\.jpg$/),
    })
    expect(host.hits).toEqual(expect.arrayContaining(['/og.html', '/images/gate.jpg']))
    const picture = await get(link.ogImage!)
    expect(picture.statusCode).toBe(200)
    const metadata = await sharp(picture.rawPayload).metadata()
    expect(metadata.format).toBe('jpeg')
    expect(metadata.exif).toBeUndefined()
    expect(picture.rawPayload.includes('GPS')).toBe(false)
  })

  it('sends the preview through /api/sync as a change of the link', async () => {
    await withAllowance()
    const link = await makeLink(t.app, { url: `${host.origin}/og.html` })
    const { cursor } = await syncAfter()
    await t.app.linkPreviews.settled()
    const { changes } = await syncAfter(cursor)
    expect(changes).toEqual([
      { type: 'link', op: 'put', id: link.id, data: expect.objectContaining({ ogTitle: OG_PAGE.title }) },
    ])
  })

  it('claims the re-hosted picture, so the sweep keeps it, and sweeps it with the link', async () => {
    await withAllowance()
    const link = await previewed('/og.html')
    await ageStoredMedia(t.app)
    await t.app.media.sweep()
    expect((await get(link.ogImage!)).statusCode).toBe(200)
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/links/${link.id}`, headers: adminHeaders })).statusCode,
    ).toBe(204)
    expect((await get(link.ogImage!)).statusCode).toBe(404)
  })

  it('falls back to <title> and the meta description', async () => {
    await withAllowance()
    expect(await previewed('/plain.html')).toMatchObject({
      ogTitle: 'Plain page',
      ogDescription: 'Only the basics.',
      ogImage: null,
    })
  })

  it('follows a redirect to the page', async () => {
    await withAllowance()
    expect(await previewed(`/redirect?to=${encodeURIComponent('/plain.html')}`)).toMatchObject({
      ogTitle: 'Plain page',
    })
  })

  it.each([
    ['a broken picture', '/broken-image.html', 'Broken picture'],
    ['a missing picture', '/missing-image.html', 'Missing picture'],
  ])('keeps the title of a page with %s, without a picture', async (_case, pagePath, ogTitle) => {
    await withAllowance()
    expect(await previewed(pagePath)).toMatchObject({ ogTitle, ogDescription: null, ogImage: null })
  })

  it.each([
    ['a missing page', '/gone.html'],
    ['a page that is not HTML', '/data.json'],
  ])('leaves the preview empty for %s, with no change after the add', async (_case, pagePath) => {
    await withAllowance()
    const { cursor } = await syncAfter()
    const link = await previewed(pagePath)
    expect(link).toMatchObject({ ogTitle: null, ogDescription: null, ogImage: null })
    expect((await syncAfter(cursor)).changes).toEqual([{ type: 'link', op: 'put', id: link.id, data: link }])
  })

  it('answers the add before the page has answered', async () => {
    await withAllowance()
    const page = host.holdNextPage()
    const res = await postLink(t.app, { url: `${host.origin}/og.html` })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ ogTitle: null })
    await page.arrived
    expect(await links()).toEqual([res.json()])
    page.release()
    await t.app.linkPreviews.settled()
    expect(await links()).toEqual([expect.objectContaining({ ogTitle: OG_PAGE.title })])
  })

  it('does not bring back a link deleted before its preview landed', async () => {
    await withAllowance()
    const page = host.holdNextPage()
    const link = (await postLink(t.app, { url: `${host.origin}/og.html` })).json() as Link
    await page.arrived
    await t.app.inject({ method: 'DELETE', url: `/api/links/${link.id}`, headers: adminHeaders })
    const { cursor } = await syncAfter()
    page.release()
    await t.app.linkPreviews.settled()
    expect(await links()).toEqual([])
    expect((await syncAfter(cursor)).changes).toEqual([])
    expect(host.hits.at(-1)).toBe('/images/gate.jpg')
  })

  it('never contacts a loopback site without the allowance, and still adds the link', async () => {
    t = await buildTestApp()
    const hits = host.hits.length
    const connections = host.connections()
    const res = await postLink(t.app, { url: `${host.origin}/og.html` })
    expect(res.statusCode).toBe(201)
    await t.app.linkPreviews.settled()
    expect(host.hits.length).toBe(hits)
    expect(host.connections()).toBe(connections)
    expect(await links()).toEqual([
      expect.objectContaining({ url: `${host.origin}/og.html`, ogTitle: null, ogDescription: null, ogImage: null }),
    ])
  })

  it('fetches nothing again for a replayed add', async () => {
    await withAllowance()
    const id = crypto.randomUUID()
    await postLink(t.app, { id, url: `${host.origin}/plain.html` })
    await t.app.linkPreviews.settled()
    const hits = host.hits.length
    expect((await postLink(t.app, { id, url: `${host.origin}/plain.html` })).statusCode).toBe(200)
    await t.app.linkPreviews.settled()
    expect(host.hits.length).toBe(hits)
  })
})
