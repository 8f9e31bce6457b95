// The first-load budget (issue 14): what a phone downloads for the first screen of / and of
// /read/{id}, read from the build's manifest (the entry, the app and its start, which the entry
// imports once the screen is painted, the route's chunk, and everything they import statically;
// lazy chunks do not count), gzipped as served. Needs `npm run build` first.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'

const KIB = 1024
/**
 * What a phone downloads before a first screen, gzipped as served: at most 152 KiB of JavaScript per
 * route (the target is 120), 15 KiB of CSS, and 30 KiB of the service worker's code (the precache
 * list that names every app file aside; the target for sw.js is 30 KiB). These ceilings hold
 * today's sizes so nothing grows unnoticed; bench/README.md says what fills them and how each came
 * down (the history is in bench/HISTORY.md).
 */
export const BUDGET = { routeJs: 152 * KIB, css: 15 * KIB, serviceWorker: 30 * KIB }
/** Dexie ships at most twice: in the page's database chunk and in the data worker. */
const DEXIE_COPIES = 2
/** One of Dexie's own error names, in every copy of it however minified. */
const DEXIE_MARK = 'DatabaseClosedError'
const ROUTES = { '/': 'routes/index.tsx?tsr-split=component', '/read/{id}': 'routes/read.$id.tsx?tsr-split=component' }

const dist = process.env.BUILD_OUT_DIR ?? path.resolve(import.meta.dirname, '../dist')
interface Chunk {
  file: string
  imports?: string[]
}

function manifest(): Record<string, Chunk> {
  const file = path.join(dist, '.vite/manifest.json')
  if (!fs.existsSync(file)) throw new Error(`No build at ${dist}: run \`npm run build\` first.`)
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

const gzipped = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length

/** The files a page loads before its first screen: the entries and their static imports. */
function firstLoad(chunks: Record<string, Chunk>, keys: string[]): Set<string> {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = chunks[key]
    if (!chunk) throw new Error(`The build has no chunk ${key}`)
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  keys.forEach(visit)
  return files
}

const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipped(file), 0)

describe('first-load budget', () => {
  it.each(Object.entries(ROUTES))('%s loads at most its JavaScript budget', (_route, key) => {
    const files = [...firstLoad(manifest(), ['index.html', 'start.tsx', 'app.tsx', key])]
    expect(sum(files.filter((f) => f.endsWith('.js')))).toBeLessThanOrEqual(BUDGET.routeJs)
  })

  it.each(Object.entries(ROUTES))(
    "%s loads no Dexie: the device's database comes after the first screen",
    (_route, key) => {
      const files = [...firstLoad(manifest(), ['index.html', 'start.tsx', 'app.tsx', key])].filter((f) =>
        f.endsWith('.js'),
      )
      expect(files.filter((file) => fs.readFileSync(path.join(dist, file), 'utf8').includes(DEXIE_MARK))).toEqual([])
    },
  )

  it(`Dexie ships at most ${DEXIE_COPIES} times (the page's database, the data worker), never in sw.js`, () => {
    const scripts = [
      'sw.js',
      ...fs
        .readdirSync(path.join(dist, 'assets'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => `assets/${f}`),
    ]
    const copies = scripts.filter((file) => fs.readFileSync(path.join(dist, file), 'utf8').includes(DEXIE_MARK))
    expect(copies.length).toBeGreaterThan(0) // the mark still names Dexie
    expect(copies.length).toBeLessThanOrEqual(DEXIE_COPIES)
    expect(copies).not.toContain('sw.js')
  })

  // One stylesheet, in the page from the start (vite.config.ts, cssCodeSplit). A script naming it
  // is Vite's helper linking it again beside the copy the first screen inlines: the browser then
  // computes every element's style anew, and matches twice the rules from then on.
  it('the app has one stylesheet, linked by the page, within 15 KiB, and no script links it again', () => {
    const linked = [
      ...fs
        .readFileSync(path.join(dist, 'index.html'), 'utf8')
        .matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g),
    ].map((m) => m[1]!)
    const built = fs
      .readdirSync(path.join(dist, 'assets'))
      .filter((f) => f.endsWith('.css'))
      .map((f) => `assets/${f}`)
    expect(linked).toHaveLength(1)
    expect(built).toEqual(linked)
    expect(sum(linked)).toBeLessThanOrEqual(BUDGET.css)
    const scripts = fs
      .readdirSync(path.join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `assets/${f}`)
    expect(scripts.filter((file) => fs.readFileSync(path.join(dist, file), 'utf8').includes(linked[0]!))).toEqual([])
  })

  // The worker's code, without its precache list: one line per file of the app, which grows with
  // every part split off the first load (and says nothing of what the worker runs).
  it('the service worker stays within its budget', () => {
    const worker = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8')
    const precacheList = /\[\{"revision":[^\]]*\]/
    expect(worker).toMatch(precacheList)
    expect(zlib.gzipSync(worker.replace(precacheList, '[]'), { level: 9 }).length).toBeLessThanOrEqual(
      BUDGET.serviceWorker,
    )
  })
})
