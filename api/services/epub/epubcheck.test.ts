// The books we build pass epubcheck 4.2.6 with no fatal error, error or warning: a story with
// every construct the reader shows, a series, the naughty strings, and an empty book. Each check
// starts its own JVM (seconds each), so all four start together and each test awaits its own.
import { beforeAll, describe, expect, it } from 'vitest'
import { buildEpub } from './epub-book.ts'
import type { EpubBook } from './epub-types.ts'
import { epubcheck, type EpubcheckResult } from './testing/epubcheck.ts'
import { JPEG_PATH, makeBook, makePictures, mediaReader, PNG_PATH } from './testing/make-book.ts'
import { naughtyBook, seriesBook, storyBook } from './testing/sample-books.ts'

const books = {
  story: async () => {
    const pictures = await makePictures()
    return storyBook(pictures, mediaReader({ [PNG_PATH]: pictures.png, [JPEG_PATH]: pictures.jpeg }).readMedia)
  },
  series: async () => ({ ...seriesBook(), cover: (await makePictures()).png }),
  naughty: async () => naughtyBook(),
  empty: async () => makeBook({ title: ' \u0000 ', description: '', parts: [] }),
} satisfies Record<string, () => Promise<EpubBook>>

const checks = new Map<keyof typeof books, Promise<EpubcheckResult>>()
beforeAll(() => {
  for (const [name, make] of Object.entries(books) as [keyof typeof books, () => Promise<EpubBook>][]) {
    const check = make().then(buildEpub).then(epubcheck)
    // Handled here so a failure is reported by its own test, not as an unhandled rejection.
    check.catch(() => {})
    checks.set(name, check)
  }
})

async function expectValid(name: keyof typeof books) {
  const { counts, problems } = await checks.get(name)!
  // The problems first: on failure they say what epubcheck disliked, and where.
  expect(problems).toEqual([])
  expect(counts).toEqual({ nFatal: 0, nError: 0, nWarning: 0 })
}

describe('epubcheck', { timeout: 120_000 }, () => {
  it('accepts a story with a JPEG cover, pictures, lists, quotes, code, tables and every kind of link', async () => {
    await expectValid('story')
  })

  it('accepts a series of three episodes with a PNG cover, one episode opening untitled', async () => {
    await expectValid('series')
  })

  it('accepts a book titled and written in the Big List of Naughty Strings', async () => {
    await expectValid('naughty')
  })

  it('accepts a book with no chapters yet and a title of nothing printable', async () => {
    await expectValid('empty')
  })
})
