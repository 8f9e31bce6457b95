// Read-along on a real text: the demo's narrated story and its own captions (api/seed/assets),
// and the same text edited (punctuation, a word, a paragraph gone or added).
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO_STORIES } from '../../api/seed/demo-stories.ts'
import { readWebVtt, type Cue } from '../../story-text/webvtt.ts'
import { paragraphAt, paragraphStart, placeCues, wordsOf, type PlacedCue, type TextParagraph } from './read-along.ts'

const story = DEMO_STORIES.find((demo) => demo.withNarration)!
const read = readWebVtt(
  fs.readFileSync(path.join(import.meta.dirname, '../../api/seed/assets/gatekeeper-captions.vtt'), 'utf8'),
  'captions',
)
const cues: Cue[] = 'cues' in read ? read.cues : []

/** The story's paragraphs as the reader shows them: headings and scene breaks are not paragraphs. */
const paragraphsOf = (content: string): TextParagraph[] =>
  content
    .split(/\n\n+/)
    .filter((block) => !/^\*\*Chapter/.test(block) && block.trim() !== '***')
    .map((text, at) => ({ id: `p${at + 1}`, text }))
const original = paragraphsOf(story.content)
/** Where a paragraph's first words are spoken in the demo's captions. */
const spokenAt = (words: string) => cues.find((cue) => cue.text.startsWith(words))!.start

describe('placeCues', () => {
  it('follows the demo story paragraph by paragraph', () => {
    const placed = placeCues(cues, original)
    expect(original).toHaveLength(7)
    expect(paragraphAt(placed, 0.5)).toBeNull() // the chapter's heading is spoken first
    expect(paragraphAt(placed, spokenAt('Ilen Marr') + 0.1)).toBe('p1')
    expect(paragraphAt(placed, spokenAt('That was expected') + 0.1)).toBe('p2')
    expect(paragraphAt(placed, spokenAt('She did not run') + 0.1)).toBe('p4')
    expect(paragraphAt(placed, 37.9)).toBe('p7')
    expect(original.map((paragraph) => paragraphStart(placed, paragraph.id))).toEqual([
      spokenAt('Ilen Marr'),
      spokenAt('The gate hummed'),
      spokenAt('"Ilen,"'),
      spokenAt('She did not run'),
      spokenAt('So she wrote'),
      spokenAt('Then she asked'),
      spokenAt('Somewhere behind her'),
    ])
  })

  it('places the same cues on a text with edited punctuation and a changed word', () => {
    const edited = original.map((paragraph) => ({
      ...paragraph,
      text: paragraph.text
        .replace(/,/g, '')
        .replace(/"/g, '“')
        .replace('Seven hundred', 'Seven-hundred')
        .replace('careful hand', 'steady hand')
        .replace(/\*/g, ''),
    }))
    expect(placeCues(cues, edited)).toEqual(placeCues(cues, original))
  })

  it('keeps the place over a paragraph the text lacks, and finds the ones after it', () => {
    const withoutSecond = original.filter((paragraph) => paragraph.id !== 'p2')
    const placed = placeCues(cues, withoutSecond)
    expect(paragraphAt(placed, spokenAt('That was expected') + 0.1)).toBe('p1')
    expect(paragraphAt(placed, spokenAt('"Ilen,"') + 0.1)).toBe('p3')
    expect(paragraphAt(placed, 37.9)).toBe('p7')
  })

  it('skips a paragraph the narration does not speak', () => {
    const added = [
      ...original.slice(0, 3),
      {
        id: 'extra',
        text: 'A paragraph added after the narration was recorded, about the brass ring and the violet light.',
      },
      ...original.slice(3),
    ]
    const placed = placeCues(cues, added)
    expect(paragraphStart(placed, 'extra')).toBeNull()
    expect(paragraphAt(placed, spokenAt('She did not run') + 0.1)).toBe('p4')
    expect(paragraphAt(placed, 37.9)).toBe('p7')
  })
})

/** Paragraphs p1, p2, … with these texts. */
const text = (...paragraphs: string[]): TextParagraph[] =>
  paragraphs.map((words, at) => ({ id: `p${at + 1}`, text: words }))
/** Cues two seconds apart, one a text. */
const said = (...texts: string[]): Cue[] => texts.map((words, at) => ({ start: at * 2, end: at * 2 + 2, text: words }))
const placedOn = (cues: readonly Cue[], paragraphs: readonly TextParagraph[]) =>
  placeCues(cues, paragraphs).map((cue) => cue.paragraphId)
/** A paragraph the narration does not speak, of `count` words. */
const unspoken = (count: number) => 'and '.repeat(count).trim()

describe('wordsOf', () => {
  it.each([
    ['Hold the gate!', ['hold', 'the', 'gate']],
    ['ÉCLAT, déjà-vu', ['eclat', 'deja', 'vu']],
    ['“Ilen,” she said — 7 times.', ['ilen', 'she', 'said', '7', 'times']],
    ['— * * * —', []],
    ['♪', []],
  ])('reads %j as the words %j (case, punctuation and accents aside)', (given, words) => {
    expect(wordsOf(given)).toEqual(words)
  })
})

describe('placeCues, rule by rule', () => {
  it("places each cue on its paragraph with its own times, up to the text's very last words", () => {
    expect(placeCues(said('Hold the gate.', 'The gate hummed.'), text('Hold the gate.', 'The gate hummed.'))).toEqual([
      { start: 0, end: 2, paragraphId: 'p1' },
      { start: 2, end: 4, paragraphId: 'p2' },
    ])
  })

  it('places a cue on a paragraph of one word', () => {
    expect(placedOn(said('Ilen!', 'She ran to the gate.'), text('Ilen!', 'She ran to the gate.'))).toEqual(['p1', 'p2'])
  })

  it('leaves a cue without words (music: ♪) unplaced, and the next cue still finds its place', () => {
    expect(placeCues(said('♪', 'Hold the gate.'), text('Hold the gate.'))).toEqual([
      { start: 2, end: 4, paragraphId: 'p1' },
    ])
  })

  it("places a cue without the text's accents", () => {
    expect(placedOn(said('Deja vu at the cafe.'), text('Déjà vu at the café.'))).toEqual(['p1'])
  })

  it.each([
    ['gate hummed. Ilen waited for', 'p2'],
    ['The gate hummed. Ilen waited', 'p1'],
  ])('puts a cue across two paragraphs (%j) on the one holding most of its words', (cue, paragraph) => {
    expect(placedOn(said(cue), text('The gate hummed.', 'Ilen waited for it to open.'))).toEqual([paragraph])
  })

  it.each([
    ['a cue of four words with one changed', 'The iron gate hummed.', 'The brass gate hummed.', false],
    ['a cue of four words, all found', 'The brass gate hummed.', 'The brass gate hummed.', true],
    [
      'a cue of five words with its first and another changed (3 of 5 still match)',
      'She opened the iron gate.',
      'Ilen opened the brass gate.',
      true,
    ],
    [
      'a cue of five words with three changed (2 of 5 match)',
      'She opened an iron door.',
      'Ilen opened the brass gate.',
      false,
    ],
  ])(
    'places %s only when it matches whole up to four words, and 60%% of its words above',
    (_case, cue, paragraph, isPlaced) => {
      expect(placedOn(said(cue), text(paragraph))).toEqual(isPlaced ? ['p1'] : [])
    },
  )

  it.each([
    [399, ['p1', 'p3']],
    [400, ['p1']],
  ])('looks 400 words past the last placed cue and no further (%i words between)', (between, placed) => {
    expect(
      placedOn(said('Hold the gate.', 'Ilen waited.'), text('Hold the gate.', unspoken(between), 'Ilen waited.')),
    ).toEqual(placed)
  })

  it('puts a phrase the text repeats on its first place after the cue before', () => {
    expect(placedOn(said('The gate hummed.'), text('The gate hummed.', 'The gate hummed.'))).toEqual(['p1'])
    expect(placedOn(said('Hold the gate!', 'The gate!'), text('Hold the gate!', 'The gate! It opened.'))).toEqual([
      'p1',
      'p2',
    ])
  })

  it('counts each word of the text once: a cue saying "no" five times is not found in a text that says it once', () => {
    expect(placedOn(said('No, no, no, no, no!'), text('Ilen said no.'))).toEqual([])
  })

  it("counts a cue's span from its first word, even when the cue says that word twice", () => {
    expect(placedOn(said('Ilen! Ilen!'), text('He called: Ilen.', 'Again, Ilen.'))).toEqual(['p2'])
  })

  it('finds a cue by its first words, not by a later word the text has earlier', () => {
    expect(placedOn(said('The gate hummed for Ilen.'), text('Ilen waited there.', 'The gate hummed.'))).toEqual(['p2'])
  })

  it("counts only words in the cue's order", () => {
    expect(placedOn(said('Gate the hummed.'), text('The gate hummed.'))).toEqual([])
    expect(placedOn(said('The gate hummed, and Ilen waited.'), text('Ilen waited, and the gate hummed.'))).toEqual([])
  })
})

describe('paragraphAt', () => {
  const placed: PlacedCue[] = [
    { start: 2, end: 4, paragraphId: 'p1' },
    { start: 4, end: 9, paragraphId: 'p2' },
    { start: 9, end: 12, paragraphId: 'p3' },
  ]

  it.each([
    [0, null],
    [1.99, null],
    [2, 'p1'],
    [3.99, 'p1'],
    [4, 'p2'],
    [8.99, 'p2'],
    [9, 'p3'],
    [60, 'p3'],
  ])(
    'at %s s is %j: a paragraph is spoken from the moment its cue begins until the next one begins',
    (seconds, paragraph) => {
      expect(paragraphAt(placed, seconds)).toBe(paragraph)
    },
  )

  it('is none before any cue is placed', () => {
    expect(paragraphAt([], 5)).toBeNull()
  })
})
