import { describe, expect, it } from 'vitest'
import { passageTexts } from '../reader/passage-texts.ts'
import { noteUrl, placeNotes } from './note-places.ts'
import { makeAnnotation } from './notes-export.testing.ts'

const STORY = `**Chapter 1: The Gate**

Ilen Marr had been told that the gate never spoke.

The gate hummed.

**Chapter 2: After**

She wrote it down at once.`

describe('placeNotes', () => {
  const late = makeAnnotation(STORY, 'wrote it down')
  const early = makeAnnotation(STORY, 'The gate hummed')

  it('places each note on its paragraph, in reading order', () => {
    const placed = placeNotes([late, early], passageTexts(STORY))
    expect(placed.map((note) => [note.annotation.id, note.status, note.passage])).toEqual([
      [early.id, 'found', { chapter: 1, paragraph: 2 }],
      [late.id, 'found', { chapter: 2, paragraph: 1 }],
    ])
  })

  it('follows its words when a paragraph is added before them', () => {
    const edited = STORY.replace('The gate hummed.', 'A new paragraph.\n\nThe gate hummed.')
    expect(placeNotes([early], passageTexts(edited))[0]).toMatchObject({
      status: 'found',
      passage: { chapter: 1, paragraph: 3 },
    })
  })

  it('says the passage changed, at the nearest paragraph, when its words were edited', () => {
    const edited = STORY.replace('The gate hummed.', 'The gate sang.')
    expect(placeNotes([early], passageTexts(edited))[0]).toMatchObject({
      status: 'changed',
      passage: { chapter: 1, paragraph: 2 },
    })
  })

  it('finds the paragraph of words that were edited by the words around them, after paragraphs were added before', () => {
    const edited = STORY.replace('The gate hummed.', 'A new paragraph.\n\nAnother one.\n\nThe gate sang.')
    const placed = placeNotes([late, early], passageTexts(edited))
    expect(placed.map((note) => [note.status, note.passage])).toEqual([
      ['changed', { chapter: 1, paragraph: 4 }],
      ['found', { chapter: 2, paragraph: 1 }],
    ])
  })

  it('falls back to the stored place when the words around them changed too', () => {
    const edited = STORY.replace('never spoke.', 'was quiet.')
      .replace('The gate hummed.', 'The gate sang.')
      .replace('She wrote it down at once.', 'Later.')
    expect(placeNotes([early], passageTexts(edited))[0]).toMatchObject({
      status: 'changed',
      passage: { chapter: 1, paragraph: 2 },
    })
  })

  it('does not know the place when the text is not on the device, and links the story', () => {
    const [placed] = placeNotes([early], undefined)
    expect(placed).toMatchObject({ status: 'unknown', passage: null })
    expect(noteUrl('https://hub.example', placed!)).toBe(`https://hub.example/read/${early.storyId}`)
  })

  it('links a placed note to its paragraph', () => {
    expect(noteUrl('https://hub.example', placeNotes([late], passageTexts(STORY))[0]!)).toBe(
      `https://hub.example/read/${late.storyId}#c2-p1`,
    )
  })
})
