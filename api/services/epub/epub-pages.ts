// The XHTML pages of the book other than the contents: cover, title page, a part's title page
// and a chapter. Every string goes through escapeXml; blank names get a visible fallback.
import { escapeXml } from './xml.ts'

export const STYLESHEET_FILE = 'style.css'

/** A whole XHTML content document: XML declaration, both namespaces, lang and xml:lang, a title. */
export function xhtmlPage(title: string, language: string, body: string): string {
  const lang = escapeXml(language)
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${lang}" xml:lang="${lang}">
<head>
<title>${escapeXml(title)}</title>
<link rel="stylesheet" type="text/css" href="${STYLESHEET_FILE}" />
</head>
<body>
${body}
</body>
</html>
`
}

export function coverPage(title: string, language: string, coverFile: string): string {
  return xhtmlPage(
    title,
    language,
    `<section epub:type="cover" class="cover"><img src="${escapeXml(coverFile)}" alt="${escapeXml(title)}" /></section>`,
  )
}

export interface TitlePageText {
  title: string
  description: string
  creator: string
}

export function titlePage(text: TitlePageText, language: string): string {
  const lines = [
    `<h1>${escapeXml(text.title)}</h1>`,
    text.description.trim() === '' ? '' : `<p class="description">${escapeXml(text.description)}</p>`,
    text.creator.trim() === '' ? '' : `<p class="creator">${escapeXml(text.creator)}</p>`,
  ]
  return xhtmlPage(
    text.title,
    language,
    `<section epub:type="titlepage" class="title-page">\n${lines.filter(Boolean).join('\n')}\n</section>`,
  )
}

/** An episode's own title page in a series book. */
export function partPage(title: string, subtitle: string | undefined, language: string): string {
  const sub = subtitle && subtitle.trim() !== '' ? `\n<p class="subtitle">${escapeXml(subtitle)}</p>` : ''
  return xhtmlPage(
    title,
    language,
    `<section epub:type="part" class="part">\n<h1>${escapeXml(title)}</h1>${sub}\n</section>`,
  )
}

/** A chapter: its heading as <h2>, then its text (already XHTML, from markdownToXhtml). */
export function chapterPage(heading: string, bodyXhtml: string, language: string): string {
  return xhtmlPage(
    heading,
    language,
    `<section epub:type="chapter">\n<h2>${escapeXml(heading)}</h2>\n${bodyXhtml}</section>`,
  )
}
