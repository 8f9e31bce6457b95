// Read-along on a real text: the demo's narrated story and its own captions (api/seed/assets),
// and the same text edited (punctuation, a word, a paragraph gone or added).
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO_STORIES } from '../../api/seed/demo-stories.ts'
import { readWebVtt, type Cue } from '../../story-text/webvtt.ts'
import { paragraphAt, paragraphStart, placeCues, type TextParagraph } from './read-along.ts'

const story = DEMO_STORIES.find((demo) => demo.withNarration)!
const read = readWebVtt(fs.readFileSync(path.join(import.meta.dirname, '../../api/seed/assets/gatekeeper-captions.vtt'), 'utf8'), 'captions')
const cues: Cue[] = 'cues' in read ? read.cues : []

/** The story's paragraphs as the reader shows them: headings and scene breaks are not paragraphs. */
const paragraphsOf = (content: string): TextParagraph[] => content.split(/\n\n+/)
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
      spokenAt('Ilen Marr'), spokenAt('The gate hummed'), spokenAt('"Ilen,"'), spokenAt('She did not run'),
      spokenAt('So she wrote'), spokenAt('Then she asked'), spokenAt('Somewhere behind her'),
    ])
  })

  it('places the same cues on a text with edited punctuation and a changed word', () => {
    const edited = original.map((paragraph) => ({
      ...paragraph,
      text: paragraph.text.replace(/,/g, '').replace(/"/g, '“').replace('Seven hundred', 'Seven-hundred').replace('careful hand', 'steady hand').replace(/\*/g, ''),
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
    const added = [...original.slice(0, 3), { id: 'extra', text: 'A paragraph added after the narration was recorded, about the brass ring and the violet light.' }, ...original.slice(3)]
    const placed = placeCues(cues, added)
    expect(paragraphStart(placed, 'extra')).toBeNull()
    expect(paragraphAt(placed, spokenAt('She did not run') + 0.1)).toBe('p4')
    expect(paragraphAt(placed, 37.9)).toBe('p7')
  })
})
