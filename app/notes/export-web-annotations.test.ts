// The JSON export is W3C Web Annotations (https://www.w3.org/TR/annotation-model/): each item an
// Annotation in the anno.jsonld context, with an IRI, its dates, a motivation, a TextualBody for a
// note, and a target (the story's address) carrying a TextQuoteSelector with the quote.
import { describe, expect, it } from 'vitest'
import { ANNOTATION_CONTEXT, webAnnotations, type WebAnnotation } from './export-web-annotations.ts'
import { passageTexts } from '../reader/passage-texts.ts'
import { placeNotes } from './note-places.ts'
import { makeAnnotation } from './notes-export.testing.ts'

const ORIGIN = 'https://hub.example'
const STORY = `**Chapter 1: The Gate**

Ilen Marr had been told that the gate never spoke.

**Chapter 2: After**

She wrote it down at once.`

/** What the model asks of every Annotation, checked on the JSON as a file would hold it. */
function expectWebAnnotation(item: Record<string, unknown>): void {
  expect(item['@context']).toBe('http://www.w3.org/ns/anno.jsonld')
  expect(item.type).toBe('Annotation')
  expect(item.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/)
  expect(new Date(item.created as string).toISOString()).toBe(item.created)
  expect(new Date(item.modified as string).toISOString()).toBe(item.modified)
  expect(['highlighting', 'commenting']).toContain(item.motivation)
  const target = item.target as { source: string; selector: Array<{ type: string; exact?: string }> }
  expect(new URL(target.source).origin).toBe(ORIGIN)
  const quotes = target.selector.filter((selector) => selector.type === 'TextQuoteSelector')
  expect(quotes).toHaveLength(1)
  expect(quotes[0]!.exact).toEqual(expect.any(String))
}

describe('webAnnotations', () => {
  const highlight = makeAnnotation(STORY, 'the gate never spoke', { colour: 'green' })
  const note = makeAnnotation(STORY, 'wrote it down', { note: 'She keeps the oath.' })
  const exported = JSON.parse(
    JSON.stringify(webAnnotations(placeNotes([highlight, note], passageTexts(STORY)), ORIGIN)),
  ) as Array<Record<string, unknown>>

  it('gives one W3C Annotation per highlight or note, each with a TextQuoteSelector', () => {
    expect(exported).toHaveLength(2)
    exported.forEach(expectWebAnnotation)
  })

  it('gives a highlight as highlighting, with no body', () => {
    const [item] = exported as unknown as WebAnnotation[]
    expect(item).toMatchObject({ id: `urn:uuid:${highlight.id}`, motivation: 'highlighting' })
    expect(item).not.toHaveProperty('body')
    expect(item!.target).toMatchObject({ source: `${ORIGIN}/read/${highlight.storyId}`, styleClass: 'green' })
    expect(item!.stylesheet.value).toMatch(/^\.green \{ background-color: #[0-9a-f]{6}; \}$/)
  })

  it('gives a note as commenting, with its text as a TextualBody', () => {
    const item = exported[1] as unknown as WebAnnotation
    expect(item.motivation).toBe('commenting')
    expect(item.body).toEqual({
      type: 'TextualBody',
      value: 'She keeps the oath.',
      format: 'text/plain',
      purpose: 'commenting',
    })
  })

  it('selects the quote with its context, or its paragraph refined by the quote', () => {
    const item = exported[0] as unknown as WebAnnotation
    const quote = {
      type: 'TextQuoteSelector',
      exact: 'the gate never spoke',
      prefix: 'Ilen Marr had been told that ',
      suffix: '.\n\nShe wrote it down at once.',
    }
    expect(item.target.selector).toEqual([
      quote,
      { type: 'FragmentSelector', conformsTo: 'http://tools.ietf.org/rfc/rfc3986', value: 'c1-p1', refinedBy: quote },
    ])
  })

  it('keeps the quote of a passage that changed, without the paragraph it no longer is in', () => {
    const edited = STORY.replace('never spoke', 'always sang')
    const [item] = webAnnotations(placeNotes([highlight], passageTexts(edited)), ORIGIN)
    expect(item!.target.selector).toEqual([
      expect.objectContaining({ type: 'TextQuoteSelector', exact: 'the gate never spoke' }),
    ])
    expect(item!['@context']).toBe(ANNOTATION_CONTEXT)
  })
})
