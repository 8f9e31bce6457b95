// The reader's chapters as the page draws them (ReaderChapters, rendered to HTML by React's server
// renderer), read back by a real HTML parser (htmlparser2) into a tree with the DOM's childNodes,
// parentNode, nodeType and nodeValue, and its paragraphs numbered as reader-places.tsx numbers them.
// For tests of what the reader reads from its elements, in Node (the repo runs no DOM in tests).
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { DomUtils, parseDocument } from 'htmlparser2'
import { splitChapters } from '../../story-text/chapters.ts'
import { ReaderChapters } from './reader-chapters.tsx'

export type ParsedElement = ReturnType<typeof DomUtils.findAll>[number]

export interface ReaderMarkup {
  /** The `[data-passage]` paragraphs, in reader order. */
  paragraphs: ParsedElement[]
  /** Every element of a tag, in document order. */
  all: (tag: string) => ParsedElement[]
}

export function readerMarkup(content: string): ReaderMarkup {
  const html = renderToStaticMarkup(
    createElement(ReaderChapters, { chapters: splitChapters(content), chapterRefs: { current: [] } }),
  )
  const document = parseDocument(html)
  const all = (tag: string) => DomUtils.findAll((element) => element.name === tag, document.children)
  // As numberParagraphs does: each chapter section's story text's own <p> children.
  const childElements = (element: ParsedElement) =>
    DomUtils.getChildren(element).filter((child): child is ParsedElement => child.type === 'tag')
  const paragraphs = all('section').flatMap((section) =>
    childElements(section)
      .filter((child) => child.attribs['data-testid'] === 'story-text')
      .flatMap(childElements)
      .filter((child) => child.name === 'p'),
  )
  return { paragraphs, all }
}

/** The text of a node, as the DOM's textContent is. */
export const textContent = (element: ParsedElement): string => DomUtils.textContent(element)
