// The book's two contents lists, built from one tree: the EPUB 3 navigation document (toc and
// landmarks) and the EPUB 2 NCX that older readers use, whose dtb:uid must be the identifier.
import type { BookContents, TocEntry } from './epub-contents.ts'
import { xhtmlPage } from './epub-pages.ts'
import { escapeXml } from './xml.ts'

export const NAV_FILE = 'nav.xhtml'
export const NCX_FILE = 'toc.ncx'

function navList(entries: TocEntry[]): string {
  const items = entries.map((entry) => {
    const children = entry.children.length > 0 ? `\n${navList(entry.children)}\n` : ''
    return `<li><a href="${escapeXml(entry.file)}">${escapeXml(entry.label)}</a>${children}</li>`
  })
  return `<ol>\n${items.join('\n')}\n</ol>`
}

export function navDocument(contents: BookContents, language: string): string {
  const landmarks = contents.landmarks.map(
    (l) => `<li><a epub:type="${l.type}" href="${escapeXml(l.file)}">${escapeXml(l.label)}</a></li>`,
  )
  return xhtmlPage(
    contents.title,
    language,
    `<nav epub:type="toc" id="toc">
<h1>Contents</h1>
${navList(contents.toc)}
</nav>
<nav epub:type="landmarks" id="landmarks" hidden="hidden">
<h2>Landmarks</h2>
<ol>
${landmarks.join('\n')}
</ol>
</nav>`,
  )
}

const depth = (entries: TocEntry[]): number => Math.max(0, ...entries.map((e) => 1 + depth(e.children)))

export function ncxDocument(identifier: string, contents: BookContents, language: string): string {
  // playOrder numbers every navPoint in reading order, as the NCX requires.
  let playOrder = 0
  const navPoints = (entries: TocEntry[]): string =>
    entries
      .map((entry) => {
        playOrder += 1
        return `<navPoint id="nav-${playOrder}" playOrder="${playOrder}">
<navLabel><text>${escapeXml(entry.label)}</text></navLabel>
<content src="${escapeXml(entry.file)}" />
${navPoints(entry.children)}</navPoint>
`
      })
      .join('')
  return `<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1" xml:lang="${escapeXml(language)}">
<head>
<meta name="dtb:uid" content="${escapeXml(identifier)}" />
<meta name="dtb:depth" content="${depth(contents.toc)}" />
<meta name="dtb:totalPageCount" content="0" />
<meta name="dtb:maxPageNumber" content="0" />
</head>
<docTitle><text>${escapeXml(contents.title)}</text></docTitle>
<navMap>
${navPoints(contents.toc)}</navMap>
</ncx>
`
}
