// The drawn first screens, from the real build (run `npm run build` first): the screen is in the
// HTML with its data, the stylesheet inline, the head script allowed by its hash and no other,
// nothing a story says can break out of the page, and the renderer itself is never served.
import fs from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { makeLink, makeStory } from '../testing/builders.ts'
import { SESSION_COOKIE } from '../plugins/auth.ts'
import { TEST_ADMIN_PASSWORD } from '../testing/build-test-app.ts'
import { seedDemo } from '../seed/seed-demo.ts'
import { HEAD_SCRIPT } from '../../page/head-script.ts'
import { HEAD_SCRIPT_HASH } from './head-script-hash.ts'

const dist = process.env.BUILD_OUT_DIR ?? path.resolve(import.meta.dirname, '../../dist')
let t: TestApp
beforeAll(async () => {
  if (!fs.existsSync(path.join(dist, '.server', 'entry-server.js')))
    throw new Error(`No build with its renderer at ${dist}: run \`npm run build\` first.`)
  t = await buildTestApp({ staticDir: dist })
  await seedDemo(t.app)
})
afterAll(async () => t.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })

describe('a drawn first screen', () => {
  it('has the home in the HTML, its data, the stylesheet inline and the hero cover preloaded first', async () => {
    const res = await get('/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['cache-control']).toBe('private, no-cache')
    expect(res.headers.vary).toContain('Cookie')
    expect(res.body).toMatch(/<div id="root"><div class="flex min-h-dvh/)
    expect(res.body).toContain('The Lighthouse at the End of Time')
    expect(res.body).toContain('<script type="application/json" id="first-screen">{"featured":[')
    expect(res.body).toContain('<style>')
    expect(res.body).not.toMatch(/<link rel="stylesheet"/)
    // The cover first in the head, and the app's scripts not preloaded: nothing shares the line with it.
    expect(res.body).toMatch(
      /<meta name="viewport"[^>]*><link rel="preload" as="image" href="\/api\/media\/covers\/[^"]+" fetchPriority="high"\/>/,
    )
    expect(res.body).not.toContain('modulepreload')
  })

  it('goes out compressed to a browser that accepts it, as every other answer does', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.headers['content-encoding']).toBe('br')
    const page = brotliDecompressSync(res.rawPayload).toString()
    expect(page).toContain('The Lighthouse at the End of Time')
    expect(res.rawPayload.length).toBeLessThan(page.length / 4)
  })

  it('draws the Character Hub and the Music Library with what the server has', async () => {
    const characters = await get('/characters')
    expect(characters.body).toContain('Ilen Marr')
    expect(characters.body).toContain('<script type="application/json" id="first-screen">{"characters":[')
    const music = await get('/music?album=x')
    expect(music.body).toContain('Signals from the Gate')
    expect(music.body).toContain('<script type="application/json" id="first-screen">{"albums":[')
  })

  it('draws the links in their order', async () => {
    await makeLink(t.app, { title: 'The Archive of Vessa' })
    const links = await get('/links')
    expect(links.body).toContain('The Archive of Vessa')
    expect(links.body).toContain('<script type="application/json" id="first-screen">{"links":[')
    expect(links.body).toContain('<title>Links · Infinaeon Hub</title>')
  })

  it("draws the admin's controls for the admin's session only, which then hydrate unchanged", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { password: TEST_ADMIN_PASSWORD },
    })
    const session = login.cookies.find((c) => c.name === SESSION_COOKIE)!
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/characters',
      cookies: { [SESSION_COOKIE]: session.value },
    })
    expect(asAdmin.body).toContain('"admin":true')
    expect(asAdmin.body).toContain('Add Character')
    expect(asAdmin.body).toContain('aria-label="Log out of admin"')
    for (const cookies of [{}, { [SESSION_COOKIE]: 'not-a-session' }] as Array<Record<string, string>>) {
      const visitor = await t.app.inject({ method: 'GET', url: '/characters', cookies })
      expect(visitor.body).not.toContain('"admin"')
      expect(visitor.body).not.toContain('Add Character')
      expect(visitor.body).toContain('aria-label="Admin login"')
    }
  })

  it('runs only the head script inline (the look, the early-input keeper), which the CSP allows by its hash', async () => {
    const res = await get('/library')
    const inline = [...res.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1])
    expect(inline).toEqual([HEAD_SCRIPT])
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' ${HEAD_SCRIPT_HASH}`)
  })

  it('escapes what a story says: its title in the head, its text in the data', async () => {
    const story = await makeStory(t.app, {
      title: '</script><img src=x onerror=alert(1)>',
      content: 'A <!-- and a </script> inside.',
    })
    const res = await get(`/read/${story.id}`)
    expect(res.body).toContain('<title>&#60;/script&#62;&#60;img src=x onerror=alert(1)&#62; · Infinaeon Hub</title>')
    expect(res.body).not.toContain('</script><img')
    expect(res.body).toContain('\\u003c/script>\\u003cimg src=x onerror=alert(1)>')
    expect(res.body).not.toContain('A <!-- and')
  })

  it('never serves the renderer or the build manifest', async () => {
    expect((await get('/.server/entry-server.js')).statusCode).toBe(404)
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404)
  })
})
