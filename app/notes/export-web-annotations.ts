// Highlights and notes as W3C Web Annotations (https://www.w3.org/TR/annotation-model/), in JSON-LD:
// one Annotation each, its target the story's address in the reader with the quote as a
// TextQuoteSelector (and, where its paragraph is known, that paragraph refined by the quote), its
// note a TextualBody, its colour a CSS class.
import { toTextQuoteSelector, type TextQuoteSelector } from '../../story-text/annotation-anchors.ts'
import type { HighlightColour } from '../../db/local/types.ts'
import { noteHash, type PlacedNote } from './note-places.ts'

export const ANNOTATION_CONTEXT = 'http://www.w3.org/ns/anno.jsonld'

/** The colours as the export's stylesheet names them (what a highlighter pen would draw). */
const EXPORT_COLOURS: Record<HighlightColour, string> = {
  yellow: '#fde68a',
  green: '#bbf7d0',
  blue: '#bfdbfe',
  pink: '#fbcfe8',
}

interface FragmentSelector {
  type: 'FragmentSelector'
  conformsTo: 'http://tools.ietf.org/rfc/rfc3986'
  value: string
  refinedBy: TextQuoteSelector
}

export interface WebAnnotation {
  '@context': typeof ANNOTATION_CONTEXT
  type: 'Annotation'
  id: string
  created: string
  modified: string
  motivation: 'highlighting' | 'commenting'
  body?: { type: 'TextualBody'; value: string; format: 'text/plain'; purpose: 'commenting' }
  stylesheet: { type: 'CssStylesheet'; value: string }
  target: {
    source: string
    styleClass: HighlightColour
    selector: [TextQuoteSelector] | [TextQuoteSelector, FragmentSelector]
  }
}

function toWebAnnotation({ annotation, status, ...place }: PlacedNote, origin: string): WebAnnotation {
  const quote = toTextQuoteSelector(annotation.selector)
  const hash = status === 'found' ? noteHash(place) : undefined
  return {
    '@context': ANNOTATION_CONTEXT,
    type: 'Annotation',
    id: `urn:uuid:${annotation.id}`,
    created: annotation.createdAt,
    modified: annotation.updatedAt,
    motivation: annotation.note ? 'commenting' : 'highlighting',
    ...(annotation.note && {
      body: { type: 'TextualBody', value: annotation.note, format: 'text/plain', purpose: 'commenting' },
    }),
    stylesheet: {
      type: 'CssStylesheet',
      value: `.${annotation.colour} { background-color: ${EXPORT_COLOURS[annotation.colour]}; }`,
    },
    target: {
      source: `${origin}/read/${annotation.storyId}`,
      styleClass: annotation.colour,
      // Alternatives for the same words: the quote alone, or (its paragraph known) that paragraph
      // (#c2-p3 of the reader's page) refined by the quote.
      selector: hash
        ? [
            quote,
            {
              type: 'FragmentSelector',
              conformsTo: 'http://tools.ietf.org/rfc/rfc3986',
              value: hash,
              refinedBy: quote,
            },
          ]
        : [quote],
    },
  }
}

/** The notes as an array of Web Annotations (JSON-LD), in the order given. */
export const webAnnotations = (notes: readonly PlacedNote[], origin: string): WebAnnotation[] =>
  notes.map((note) => toWebAnnotation(note, origin))
