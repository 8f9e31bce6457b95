// The worker's drawing of the reader is styled by the app's stylesheet, which Tailwind builds from
// the classes it finds in the sources: every class the drawing uses must be in the built stylesheet
// (one that is not leaves the drawing unstyled: its z-index was at first, as Tailwind does not scan
// `sw/` unless app/styles.css names the file). Needs `npm run build` first, as the budget test does.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { StorySummary } from '../../contract/story.ts'
import { readerPreviewHtml } from './reader-drawing.ts'

const dist = process.env.BUILD_OUT_DIR ?? path.resolve(import.meta.dirname, '../../dist')

function builtStylesheet(): string {
  const assets = path.join(dist, 'assets')
  if (!fs.existsSync(assets)) throw new Error(`No build at ${dist}: run \`npm run build\` first.`)
  return fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => fs.readFileSync(path.join(assets, file), 'utf8'))
    .join('\n')
}

/** A class as Tailwind writes it in a selector: every character but letters, digits, - and _ escaped. */
const selectorOf = (name: string) => `.${name.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`)}`

const story = {
  id: '0b6c1f8e-2a4d-4c57-9d1e-6f3a8b2c4d5e',
  title: 'The Quiet Drift',
  category: 'series',
  seriesTitle: 'Curve',
  seasonNumber: 1,
  episodeNumber: 2,
  readTime: '12min',
} as StorySummary
const TEXT =
  'Chapter 1: Out\n\n## A heading\n\nA *paragraph* with [a link](https://example.com) and `code`.\n\n' +
  '> A quote\n\n- one\n- two\n\n1. first\n\n***\n\n| a | b |\n|:-|-:|\n| 1 | 2 |\n\n```\ncode\n```\n\n![A picture](/api/media/images/a.jpg)\n\nChapter 2: Back\n\nThe end.'

describe("the worker's drawing of the reader", () => {
  it('uses only classes the built stylesheet has', () => {
    const css = builtStylesheet()
    const classes = new Set(
      [...readerPreviewHtml(story, TEXT).matchAll(/class="([^"]*)"/g)]
        .flatMap((match) => match[1]!.split(/\s+/))
        .filter(Boolean),
    )
    // lucide's own names on its icons carry no style.
    const styled = [...classes].filter((name) => !name.startsWith('lucide'))
    expect(styled.length).toBeGreaterThan(40)
    expect(styled.filter((name) => !css.includes(selectorOf(name)))).toEqual([])
  })
})
