import { describe, expect, it } from 'vitest'
import {
  anchorQuote,
  describeQuote,
  toTextQuoteSelector,
  type QuoteSelector,
  type TextPosition,
} from './annotation-anchors.ts'

const STORY = [
  'The rain had not stopped for three days.',
  'Ilen waited by the door, counting the drops.',
  'When Marr came at last, she did not knock.',
  'She only said: the river is rising.',
]

/** Where `phrase` is in a block (its first occurrence), as a selection would give it. */
function place(blocks: readonly string[], block: number, phrase: string): { start: TextPosition; end: TextPosition } {
  const offset = blocks[block]!.indexOf(phrase)
  if (offset < 0) throw new Error(`"${phrase}" is not in block ${block}`)
  return { start: { block, offset }, end: { block, offset: offset + phrase.length } }
}

function quote(blocks: readonly string[], block: number, phrase: string): QuoteSelector {
  const { start, end } = place(blocks, block, phrase)
  const selector = describeQuote(blocks, start, end)
  if (!selector) throw new Error(`"${phrase}" was refused`)
  return selector
}

const insertAt = (blocks: readonly string[], at: number, ...added: string[]) => [
  ...blocks.slice(0, at),
  ...added,
  ...blocks.slice(at),
]
const without = (blocks: readonly string[], at: number) => blocks.filter((_, index) => index !== at)
const replaceBlock = (blocks: readonly string[], at: number, text: string) =>
  blocks.map((block, index) => (index === at ? text : block))

describe('describeQuote', () => {
  it('keeps the words, up to 32 characters either side across paragraphs, and where they start', () => {
    expect(quote(STORY, 2, 'Marr came')).toEqual({
      exact: 'Marr came',
      prefix: 'er by the door, counting the drops.\n\nWhen '.slice(-32),
      suffix: ' at last, she did not knock.\n\nSh',
      block: 2,
      offset: 5,
    })
  })

  it('keeps a short prefix or suffix at the start or end of the story', () => {
    expect(quote(STORY, 0, 'The rain')).toMatchObject({ prefix: '', suffix: ' had not stopped for three days.' })
    expect(quote(STORY, 3, 'rising.')).toMatchObject({ suffix: '' })
  })

  it('spans paragraphs, joined by a blank line', () => {
    const start = place(STORY, 1, 'counting').start
    const end = place(STORY, 2, 'When Marr').end
    expect(describeQuote(STORY, start, end)).toMatchObject({
      exact: 'counting the drops.\n\nWhen Marr',
      block: 1,
      offset: 25,
    })
  })

  it('leaves out whitespace at the edges of a selection', () => {
    const selector = describeQuote(STORY, { block: 1, offset: 4 }, { block: 1, offset: 12 })
    expect(selector).toMatchObject({ exact: 'waited', block: 1, offset: 5, prefix: expect.stringMatching(/Ilen $/) })
  })

  it.each([
    ['an empty selection', { block: 1, offset: 5 }, { block: 1, offset: 5 }],
    ['only a space', { block: 1, offset: 4 }, { block: 1, offset: 5 }],
    ['only the break between two paragraphs', { block: 1, offset: 44 }, { block: 2, offset: 0 }],
    ['a backwards selection', { block: 2, offset: 9 }, { block: 2, offset: 5 }],
    ['a block the story does not have', { block: 4, offset: 0 }, { block: 4, offset: 3 }],
    ['an offset past the end of its block', { block: 0, offset: 38 }, { block: 0, offset: 99 }],
    ['a negative offset', { block: 0, offset: -1 }, { block: 0, offset: 3 }],
  ])('refuses %s', (_, start, end) => {
    expect(describeQuote(STORY, start, end)).toBeNull()
  })

  it('counts offsets in UTF-16 code units and never cuts an emoji in two', () => {
    // '🌧' is two code units; 'é' here is 'e' and a combining accent, also two.
    const blocks = ['🌧🌧🌧🌧🌧🌧🌧🌧🌧🌧🌧🌧🌧🌧🌧🌧🌧 Ilen orders a cafe\u0301 au lait.']
    const selector = quote(blocks, 0, 'cafe\u0301 au lait')
    expect(selector.offset).toBe(blocks[0]!.indexOf('cafe\u0301'))
    expect(selector.offset).toBe(49)
    // 32 units back lands inside an emoji: the prefix starts after it.
    expect(selector.prefix).toBe('🌧🌧🌧🌧🌧🌧🌧🌧 Ilen orders a ')
    expect(selector.suffix).toBe('.')
  })
})

describe('anchorQuote', () => {
  it.each([
    ['nothing changed', STORY, STORY, 3],
    ['a paragraph inserted before', STORY, insertAt(STORY, 1, 'A dog barked somewhere.'), 4],
    ['two paragraphs inserted at the start', STORY, insertAt(STORY, 0, 'Prologue.', 'Years before.'), 5],
    ['a paragraph removed before', STORY, without(STORY, 1), 2],
    ['a paragraph removed after', insertAt(STORY, 4, 'The end.'), STORY, 3],
    [
      'other words of its paragraph changed',
      STORY,
      replaceBlock(STORY, 3, 'She whispered only this: the river is rising.'),
      3,
    ],
    ['whitespace changed around it', STORY, replaceBlock(STORY, 3, '  She only  said:\nthe river is rising.   '), 3],
    [
      'whitespace changed inside it',
      STORY,
      replaceBlock(STORY, 3, 'She only said: the  river\nis rising.'),
      3,
      'the  river\nis rising',
    ],
  ])('finds the words again after %s', (_, before, after, block, expected = 'the river is rising') => {
    const selector = quote(before, 3, 'the river is rising')
    expect(anchorQuote(after, selector)).toEqual({ status: 'found', ...place(after, block, expected) })
  })

  it('finds a quote spanning two paragraphs after a paragraph is inserted before it', () => {
    const selector = describeQuote(STORY, place(STORY, 1, 'counting').start, place(STORY, 2, 'When Marr').end)!
    const after = insertAt(STORY, 0, 'Prologue.')
    expect(anchorQuote(after, selector)).toEqual({
      status: 'found',
      start: place(after, 2, 'counting').start,
      end: place(after, 3, 'When Marr').end,
    })
  })

  it('finds a quote with emoji and combining accents, offsets in UTF-16 code units', () => {
    const blocks = ['Rain 🌧 again.', 'Ilen ordered a cafe\u0301 au lait 🙂 and waited.']
    const selector = quote(blocks, 1, 'cafe\u0301 au lait 🙂')
    const after = insertAt(blocks, 1, '👋🏽 Hello.')
    expect(anchorQuote(after, selector)).toEqual({
      status: 'found',
      start: { block: 2, offset: 15 },
      end: { block: 2, offset: 15 + 'cafe\u0301 au lait 🙂'.length },
    })
  })

  describe('the same words twice', () => {
    const twice = ['Ilen said: keep the lamp lit.', 'Marr answered: keep the lamp lit.']

    it('takes the one whose surroundings agree, even where the stored place points at the other', () => {
      const selector = quote(twice, 1, 'keep the lamp lit')
      // After the insertion the stored place (block 1) holds Ilen's words; Marr's are in block 2.
      const after = insertAt(twice, 0, 'A long new opening paragraph that shifts every place in the story.')
      expect(anchorQuote(after, selector)).toEqual({ status: 'found', ...place(after, 2, 'keep the lamp lit') })
    })

    it.each([0, 1, 2, 3, 4, 5])(
      'takes the nearest to the stored place when surroundings agree alike (block %i)',
      (block) => {
        const chorus = Array.from({ length: 6 }, () => 'Row, row, row your boat, gently down the stream.')
        const selector = quote(chorus, block, 'gently')
        expect(anchorQuote(chorus, selector)).toEqual({ status: 'found', ...place(chorus, block, 'gently') })
      },
    )
  })

  describe('when the quoted words were edited', () => {
    const selector = quote(STORY, 3, 'the river is rising')

    it.each([
      ['a word replaced', replaceBlock(STORY, 3, 'She only said: the river is falling.'), 3],
      ['a word added', replaceBlock(STORY, 3, 'She only said: the dark river is rising.'), 3],
      ['its paragraph removed, so the nearest that is left', STORY.slice(0, 3), 2],
      ['every paragraph gone', [], 0],
    ])('answers changed, near the stored block: %s', (_, after, block) => {
      expect(anchorQuote(after, selector)).toEqual({ status: 'changed', near: { block } })
    })

    it('answers changed, not the same words elsewhere, when its own words were edited', () => {
      const twice = ['Ilen said: keep the lamp lit.', 'Marr answered: keep the lamp lit.']
      const marrs = quote(twice, 1, 'keep the lamp lit')
      expect(anchorQuote(replaceBlock(twice, 1, 'Marr answered: let the lamp die.'), marrs)).toEqual({
        status: 'changed',
        near: { block: 1 },
      })
    })

    it('answers changed for a quote with no words', () => {
      expect(anchorQuote(STORY, { ...selector, exact: '  ' })).toEqual({ status: 'changed', near: { block: 3 } })
    })
  })
})

describe('toTextQuoteSelector', () => {
  it('gives the W3C TextQuoteSelector', () => {
    expect(toTextQuoteSelector(quote(STORY, 2, 'Marr came'))).toEqual({
      type: 'TextQuoteSelector',
      exact: 'Marr came',
      prefix: 'r by the door, counting the drops.\n\nWhen '.slice(-32),
      suffix: ' at last, she did not knock.\n\nSh',
    })
  })

  it('leaves out an empty prefix or suffix', () => {
    expect(toTextQuoteSelector(quote(['Only words.'], 0, 'Only words.'))).toEqual({
      type: 'TextQuoteSelector',
      exact: 'Only words.',
    })
  })
})
