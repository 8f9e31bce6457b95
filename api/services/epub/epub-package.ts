// The package's bookkeeping files: META-INF/container.xml, which points readers at the package
// document, and the package document (OPF) itself: metadata, manifest of every file, spine.
import { escapeXml } from './xml.ts'

/** Where the book's own files live inside the zip, beside META-INF/. */
export const CONTENT_FOLDER = 'EPUB'
export const PACKAGE_FILE = 'package.opf'

export const CONTAINER_XML = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles>
<rootfile full-path="${CONTENT_FOLDER}/${PACKAGE_FILE}" media-type="application/oebps-package+xml" />
</rootfiles>
</container>
`

export interface ManifestItem {
  id: string
  /** Relative to the package document. */
  file: string
  mediaType: string
  /** EPUB 3 item properties: 'nav', 'cover-image'. */
  properties?: string
}

export interface PackageMetadata {
  /** 'urn:uuid:<id>': also the NCX's dtb:uid. */
  identifier: string
  title: string
  language: string
  creator: string
  description: string
  published: Date
  modified: Date
  /** The manifest id of the cover picture, named again for EPUB 2 readers. */
  coverImageId: string | null
}

/** CCYY-MM-DDThh:mm:ssZ: dcterms:modified must have no fraction of a second. */
export const epubDateTime = (date: Date): string => date.toISOString().replace(/\.\d+Z$/, 'Z')

function metadata(meta: PackageMetadata): string {
  const optional = (element: string, value: string) =>
    value.trim() === '' ? [] : [`<${element}>${escapeXml(value)}</${element}>`]
  return [
    `<dc:identifier id="book-id">${escapeXml(meta.identifier)}</dc:identifier>`,
    `<dc:title>${escapeXml(meta.title)}</dc:title>`,
    `<dc:language>${escapeXml(meta.language)}</dc:language>`,
    ...optional('dc:creator', meta.creator),
    ...optional('dc:publisher', meta.creator),
    ...optional('dc:description', meta.description),
    `<dc:date>${epubDateTime(meta.published)}</dc:date>`,
    `<meta property="dcterms:modified">${epubDateTime(meta.modified)}</meta>`,
    ...(meta.coverImageId ? [`<meta name="cover" content="${escapeXml(meta.coverImageId)}" />`] : []),
  ].join('\n')
}

export function packageDocument(
  meta: PackageMetadata,
  manifest: ManifestItem[],
  spineIds: string[],
  ncxId: string,
): string {
  const items = manifest.map((item) => {
    const properties = item.properties ? ` properties="${item.properties}"` : ''
    return `<item id="${escapeXml(item.id)}" href="${escapeXml(item.file)}" media-type="${item.mediaType}"${properties} />`
  })
  const itemrefs = spineIds.map((id) => `<itemref idref="${escapeXml(id)}" />`)
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${escapeXml(meta.language)}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
${metadata(meta)}
</metadata>
<manifest>
${items.join('\n')}
</manifest>
<spine toc="${escapeXml(ncxId)}">
${itemrefs.join('\n')}
</spine>
</package>
`
}
