// Data workers ended at work leave the device's database working. WebKitGTK 2.50 (like Safari before
// WebKit's fix of September 2026) left the database answering no transaction ever again, after a
// reload too, for 12 of 200 workers terminated while two or more of their transactions were under
// way (none of 600 with one at most). The app ends its data worker at once unless its transactions
// overlap, and then tells it to leave: it aborts them and ends itself once they have landed
// (db/local/open-transactions.ts, app/sync/engine.ts). This drives that module and that rule
// (worker-end/ending.js), 200 times each way, in every engine.
import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { expect, test } from './test.ts'
import { freePort } from './processes.ts'
import { waitFor } from './steps.ts'
import type { EnginePage } from './engine-page.ts'

const RUNS = 200
const here = path.join(import.meta.dirname, 'worker-end')
const moduleSource = path.join(import.meta.dirname, '../../db/local/open-transactions.ts')

/** The pages of worker-end/, and the module as the app ships it, served for one test. */
const withPages = test.extend<{ origin: string }>({
  // eslint-disable-next-line no-empty-pattern
  origin: async ({}, use) => {
    const read = (name: string) => fs.readFileSync(path.join(here, name), 'utf8')
    const served: Record<string, string> = {
      '/': read('index.html'),
      '/kept.html': read('kept.html'),
      '/next.html': read('next.html'),
      '/busy-worker.js': read('busy-worker.js'),
      '/ending.js': read('ending.js'),
      '/open-transactions.js': ts.transpileModule(fs.readFileSync(moduleSource, 'utf8'), {
        compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
      }).outputText,
    }
    const server = http.createServer((request, response) => {
      const pathname = new URL(request.url ?? '/', 'http://x').pathname
      const body = served[pathname]
      if (body === undefined) return void response.writeHead(404).end()
      response.writeHead(200, { 'content-type': pathname.endsWith('.js') ? 'text/javascript' : 'text/html' }).end(body)
    })
    const port = await freePort()
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    await use(`http://127.0.0.1:${port}`)
    await new Promise((resolve) => server.close(resolve))
  },
})

type Ended = { stuck: number; toldToLeave: number }
const endWorkers = (page: EnginePage, work: string) =>
  page.evaluate(
    ({ runs, work }) =>
      (window as unknown as { endWorkers: (runs: number, work: string) => Promise<Ended> }).endWorkers(runs, work),
    { runs: RUNS, work },
  )

withPages(
  '@every-engine data workers ended at work, as the app ends them, never leave the database stuck',
  async ({ tab: page, origin }) => {
    test.setTimeout(180_000)
    await page.goto(`${origin}/`)
    // Two or more transactions under way: each worker is told to leave.
    expect(
      await endWorkers(page, 'overlapping'),
      `[${page.engine}] ${RUNS} workers whose transactions overlapped`,
    ).toEqual({ stuck: 0, toldToLeave: RUNS })
    // One at a time: each is ended at once.
    expect(
      await endWorkers(page, 'one-at-a-time'),
      `[${page.engine}] ${RUNS} workers with one transaction at a time`,
    ).toEqual({ stuck: 0, toldToLeave: 0 })
  },
)

// A page kept frozen in WebKit with a worker told to leave sometimes held its tables from the next
// page (3 of 20): a worker with one transaction at most under way is ended at once, and holds nothing.
withPages(
  '@every-engine a page left while its worker reads and writes one at a time holds nothing from the next page',
  async ({ tab: page, origin }) => {
    for (let visit = 1; visit <= 6; visit++) {
      await page.goto(`${origin}/kept.html?visit=${visit}`)
      await waitFor(page, () => document.body.dataset.working === 'true')
      await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), 30 * visit)
      await page.goto(`${origin}/next.html`)
      expect(
        await page.evaluate(() => (window as unknown as { writeBoth: () => Promise<boolean> }).writeBoth()),
        `[${page.engine}] the next page's write, visit ${visit}`,
      ).toBe(true)
      expect(
        await page.evaluate(() => localStorage.getItem('toldToLeave')),
        `[${page.engine}] whether the kept page's worker was told to leave`,
      ).toBe('false')
    }
  },
)
