// The built app is served with the right caching, every app route gets index.html, and /api/*
// never falls back to it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { precompressDir } from '../../precompress.config.ts'

const BIG_SCRIPT = 'console.log("the gate hums");\n'.repeat(400)
let t: TestApp
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-dist-'))
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'))
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Shell</title>')
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)')
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  fs.writeFileSync(path.join(dist, 'assets', 'big-abc.js'), BIG_SCRIPT)
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js.map'), '{"sources":["../app/main.tsx"]}')
  fs.writeFileSync(path.join(dist, 'sw.js.map'), '{"sources":["../sw/sw.ts"]}')
  fs.writeFileSync(path.join(dist, 'assets', 'built-def.js'), BIG_SCRIPT.replace('hums', 'sings'))
  precompressDir(path.join(dist, 'assets'), /^built-/)
  t = await buildTestApp({ staticDir: dist })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(dist, { recursive: true, force: true })
})

const get = (url: string) => t.app.inject({ method: 'GET', url })

describe('web app', () => {
  it.each(['/no/such/page'])('answers %s with the app shell, never cached', async (url) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('<!doctype html><title>Shell</title>')
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it.each([
    ['/', 'Infinaeon Hub'],
    ['/library', 'My Library · Infinaeon Hub'],
    ['/data-settings', 'Data Settings · Infinaeon Hub'],
  ])('answers %s with the app shell, its head naming the page', async (url, title) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatch(
      new RegExp(`^<!doctype html><title>${title}</title><link rel="canonical" href="http://localhost:80${url}" />`),
    )
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it.each(['/read/0b8f2a52-4c1e-4a58-9d61-5a3e1f0c2d11', '/share/story/x', `/share/track/${crypto.randomUUID()}`])(
    "answers %s, a thing there is not, with the app shell, the site's head and 404",
    async (url) => {
      const res = await get(url)
      expect(res.statusCode).toBe(404)
      expect(res.body).toMatch(
        /^<!doctype html><title>Infinaeon Hub<\/title><link rel="canonical" href="http:\/\/localhost:80\/" \/>/,
      )
      expect(res.headers['cache-control']).toBe('no-cache')
    },
  )

  it.each(['/sw.js.map', '/assets/main-abc123.js.map'])('never serves the source map %s', async (url) => {
    const res = await get(url)
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('sources')
  })

  it('caches hashed assets for a year and the service worker not at all', async () => {
    expect((await get('/assets/main-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache')
  })

  it('answers a missing file with a 404, not the shell', async () => {
    expect((await get('/assets/main-old999.js')).statusCode).toBe(404)
    expect((await get('/favicon.ico')).statusCode).toBe(404)
  })

  it('answers unknown API paths with a JSON 404, not the shell', async () => {
    const res = await get('/api/nothing-here')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' })
  })

  it('compresses scripts for browsers that accept it, and only for them', async () => {
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/assets/big-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(BIG_SCRIPT)
    expect(zipped.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 5)
    const plain = await get('/assets/big-abc.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(BIG_SCRIPT)
  })

  it("sends the build's brotli or gzip copy as it is, never compressing it again", async () => {
    const original = fs.readFileSync(path.join(dist, 'assets', 'built-def.js'))
    for (const [encoding, unpack] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/built-def.js',
        headers: { 'accept-encoding': encoding },
      })
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(res.headers.vary).toMatch(/accept-encoding/i)
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(res.headers['content-type']).toMatch(/javascript/)
      const file = fs.readFileSync(path.join(dist, 'assets', `built-def.js.${encoding === 'br' ? 'br' : 'gz'}`))
      expect(res.rawPayload.equals(file)).toBe(true)
      expect(unpack(res.rawPayload).equals(original)).toBe(true)
    }
    const plain = await get('/assets/built-def.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.equals(original)).toBe(true)
  })

  it('sends security headers', async () => {
    const res = await get('/')
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})
