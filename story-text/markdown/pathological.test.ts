// The reader's time grows with the text, not its square, on the inputs known to make Markdown
// readers slow (cmark's and commonmark.js's pathological tests): read in quadratic time each would
// take from seconds to minutes; each reads in a fraction of a second.
import { describe, expect, it } from 'vitest'
import { parseMarkdown } from './parse-markdown.ts'

const CASES: Array<[string, string]> = [
  ['nested emphasis', `${'*a **a '.repeat(20_000)}b${' a** a*'.repeat(20_000)}`],
  ['emphasis closers with no openers', 'a_ '.repeat(60_000)],
  ['emphasis openers with no closers', '_a '.repeat(60_000)],
  ['mismatched openers and closers', '*a_ '.repeat(50_000)],
  ['openers and closers of lengths adding to 3n', `a**b${'c* '.repeat(60_000)}`],
  ['link openers and emphasis closers', '[ a_'.repeat(50_000)],
  ['link closers with no openers', 'a]'.repeat(60_000)],
  ['link openers with no closers', '[a'.repeat(60_000)],
  ['nested brackets', `${'['.repeat(50_000)}a${']'.repeat(50_000)}`],
  ['`[ (](` repeated', '[ (]('.repeat(50_000)],
  ['`![[]()` repeated', '![[]()'.repeat(50_000)],
  ['unclosed links', '[a](<b'.repeat(30_000) + '[a](b'.repeat(30_000)],
  ['backtick runs of every length', Array.from({ length: 2_000 }, (_, n) => `e${'`'.repeat(n + 1)}`).join('')],
  ['spaces before a line end', `a${' '.repeat(100_000)}b  \nc`],
  ['deeply nested quotes', `${'> '.repeat(50_000)}a`],
  ['deeply nested lists', Array.from({ length: 1_000 }, (_, x) => `${'  '.repeat(x)}* a\n`).join('')],
  [
    'many link reference definitions',
    Array.from({ length: 20_000 }, (_, i) => `[${i}]: /u\n`).join('') + '[0] '.repeat(20_000),
  ],
  ['a long table', `| a | b |\n|---|---|\n${'| x | *y* |\n'.repeat(20_000)}`],
]

describe('reading pathological text', () => {
  it.each(CASES)('reads %s in linear time', (_name, text) => {
    const start = performance.now()
    parseMarkdown(text)
    expect(performance.now() - start).toBeLessThan(3_000)
  })
})
