// The tree a story's Markdown reads as: the blocks stories use, by CommonMark's rules, with their
// inlines read (commonmark.test.ts holds the reader to every example of the spec).
import { describe, expect, it } from 'vitest'
import { parseMarkdown } from './parse-markdown.ts'
import type { Block, Inline } from './tree.ts'

const p = (...children: Inline[]): Block => ({ type: 'paragraph', children })
const list = (items: Block[][], fields: Partial<Extract<Block, { type: 'list' }>> = {}): Block => ({
  type: 'list',
  ordered: false,
  start: 1,
  tight: true,
  items,
  ...fields,
})

describe('parseMarkdown', () => {
  it.each<[string, string, Block[]]>([
    ['paragraphs split by blank lines', 'One\ntwo\n\nThree', [p('One\ntwo'), p('Three')]],
    [
      'an ATX heading, its closing hashes dropped',
      '## Part Two ##',
      [{ type: 'heading', depth: 2, children: ['Part Two'] }],
    ],
    ['no heading without a space after #', '#5 bolt', [p('#5 bolt')]],
    ['a heading underlined with ===', 'Title\n===', [{ type: 'heading', depth: 1, children: ['Title'] }]],
    ['a scene break between paragraphs', 'One.\n\n* * *\n\nTwo.', [p('One.'), { type: 'break' }, p('Two.')]],
    ['a quote with a lazy line', '> said\nstill', [{ type: 'quote', children: [p('said\nstill')] }]],
    ['a tight list', '- a\n- b', [list([[p('a')], [p('b')]])]],
    ['a loose list', '- a\n\n- b', [list([[p('a')], [p('b')]], { tight: false })]],
    ['a new list when the bullet changes', '- a\n+ b', [list([[p('a')]]), list([[p('b')]])]],
    ['a nested list', '1. a\n   - b', [list([[p('a'), list([[p('b')]])]], { ordered: true })]],
    [
      'a numbered list from its first number',
      '3. three\n4. four',
      [list([[p('three')], [p('four')]], { ordered: true, start: 3 })],
    ],
    ['no list interrupting a paragraph unless it starts at 1', 'Year\n2. second', [p('Year\n2. second')]],
    ['a tab-indented line as code', '\tcode', [{ type: 'code', text: 'code\n', language: '' }]],
    ['a fenced block with its language', '```js\nlet x\n```', [{ type: 'code', text: 'let x\n', language: 'js' }]],
    ['raw HTML as paragraph text', '<div>hi</div>', [p('<div>hi</div>')]],
    [
      'a reference link, its definition gone',
      '[the map][m]\n\n[m]: https://x.org "Map"',
      [p({ type: 'link', href: 'https://x.org', title: 'Map', children: ['the map'] })],
    ],
    [
      'a pipe table under a paragraph',
      'Crew:\n| a | b |\n|:--|--:|\n| *c* |',
      [
        p('Crew:'),
        {
          type: 'table',
          align: ['left', 'right'],
          head: [['a'], ['b']],
          rows: [[[{ type: 'emphasis', children: ['c'] }], []]],
        },
      ],
    ],
    ['a list item where a delimiter row could be', 'a | b\n- | -', [p('a | b'), list([[p('| -')]])]],
  ])('reads %s', (_name, text, blocks) => {
    expect(parseMarkdown(text)).toEqual(blocks)
  })

  it('reads Windows line ends', () => {
    expect(parseMarkdown('One\r\n\r\nTwo')).toEqual([p('One'), p('Two')])
  })

  it('nests quotes a hundred deep at most: deeper, a `>` is text', () => {
    let block = parseMarkdown(`${'>'.repeat(150)} deep`)[0]
    let depth = 0
    while (block?.type === 'quote') {
      depth++
      block = block.children[0]
    }
    expect(depth).toBe(100)
    expect(block).toEqual(p(`${'>'.repeat(50)} deep`))
  })
})
