// The Notes screen's worker places every story's notes in that story's own paragraphs, each note
// found (even with a character reference in its words, decoded as the page decodes it), changed,
// or unknown when the story's text is not on the device.
import { describe, expect, it } from 'vitest'
import { decodeAllNamedReferences } from '../../story-text/markdown/all-named-references.ts'
import { placeShelf } from './shelf-places.ts'
import { makeAnnotation } from './notes-export.testing.ts'

decodeAllNamedReferences()

const GATE = '**Chapter 1: Watch**\n\nThe gate hummed.\n\nIt was &frac34; open.'
const BELLS = 'A bell rang.\n\nThen another.'

describe('placeShelf', () => {
  it("places each story's notes in its own text", () => {
    const hummed = makeAnnotation(GATE, 'The gate hummed', { storyId: 'gate' })
    const open = makeAnnotation(GATE, '¾ open', { storyId: 'gate' })
    const another = makeAnnotation(BELLS, 'another', { storyId: 'bells' })
    const edited = makeAnnotation(BELLS, 'A bell rang', { storyId: 'bells' })
    const gone = makeAnnotation(BELLS, 'rang', { storyId: 'gone' })
    const texts = new Map([
      ['gate', GATE],
      ['bells', BELLS.replace('A bell rang', 'A bell tolled')],
    ])
    const placed = placeShelf([another, hummed, gone, open, edited], texts)
    expect(new Map(placed.map((note) => [note.annotation.id, [note.status, note.passage]]))).toEqual(
      new Map([
        [hummed.id, ['found', { chapter: 1, paragraph: 1 }]],
        [open.id, ['found', { chapter: 1, paragraph: 2 }]],
        [another.id, ['found', { chapter: 1, paragraph: 2 }]],
        [edited.id, ['changed', { chapter: 1, paragraph: 1 }]],
        [gone.id, ['unknown', null]],
      ]),
    )
  })
})
