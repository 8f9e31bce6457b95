// The block structure of story text (CommonMark's rules for what stories use).
import { describe, expect, it } from 'vitest'
import { parseBlocks, type Block } from './blocks.ts'

const p = (text: string): Block => ({ type: 'paragraph', text })

describe('parseBlocks', () => {
  it.each<[string, string, Block[]]>([
    ['paragraphs split by blank lines', 'One\ntwo\n\nThree', [p('One\ntwo'), p('Three')]],
    ['an ATX heading, its closing hashes dropped', '## Part Two ##', [{ type: 'heading', depth: 2, text: 'Part Two' }]],
    ['no heading without a space after #', '#5 bolt', [p('#5 bolt')]],
    ['a heading underlined with ===', 'Title\n===', [{ type: 'heading', depth: 1, text: 'Title' }]],
    ['a scene break between paragraphs', 'One.\n\n* * *\n\nTwo.', [p('One.'), { type: 'break' }, p('Two.')]],
    ['a quote with a lazy line', '> said\nstill', [{ type: 'quote', children: [p('said\nstill')] }]],
    ['a tight list', '- a\n- b', [{ type: 'list', ordered: false, tight: true, items: [[p('a')], [p('b')]] }]],
    ['a loose list', '- a\n\n- b', [{ type: 'list', ordered: false, tight: false, items: [[p('a')], [p('b')]] }]],
    ['a new list when the bullet changes', '- a\n+ b', [
      { type: 'list', ordered: false, tight: true, items: [[p('a')]] },
      { type: 'list', ordered: false, tight: true, items: [[p('b')]] },
    ]],
    ['a nested list', '1. a\n   - b', [{ type: 'list', ordered: true, tight: true, items: [[p('a'), { type: 'list', ordered: false, tight: true, items: [[p('b')]] }]] }]],
    ['no list interrupting a paragraph unless it starts at 1', 'Year\n2. second', [p('Year\n2. second')]],
    ['a tab-indented line as code', '\tcode', [{ type: 'code', text: 'code', language: '' }]],
    ['a fenced block with its language', '```js\nlet x\n```', [{ type: 'code', text: 'let x', language: 'js' }]],
    ['raw HTML as paragraph text', '<div>hi</div>', [p('<div>hi</div>')]],
  ])('reads %s', (_name, text, blocks) => {
    expect(parseBlocks(text)).toEqual(blocks)
  })

  it('reads Windows line ends', () => {
    expect(parseBlocks('One\r\n\r\nTwo')).toEqual([p('One'), p('Two')])
  })
})
