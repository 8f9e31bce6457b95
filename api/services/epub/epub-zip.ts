// The EPUB's zip: `mimetype` first, stored uncompressed and without extra fields (OCF §4.3 asks
// for all three, so readers can sniff the type at a fixed offset), then the other files.
import { ZipFile } from 'yazl'

const EPUB_MIMETYPE = 'application/epub+zip'

export interface ZipEntry {
  path: string
  data: string | Uint8Array
  /** Pictures are already compressed; deflating them again only costs time. */
  isCompressed: boolean
}

export function zipEpub(entries: ZipEntry[], mtime: Date): Promise<Buffer> {
  const zip = new ZipFile()
  // forceDosTimestamp: yazl otherwise adds an extended-timestamp extra field, which epubcheck
  // refuses on `mimetype` (PKG-005).
  zip.addBuffer(Buffer.from(EPUB_MIMETYPE, 'ascii'), 'mimetype', { compress: false, forceDosTimestamp: true, mtime })
  for (const entry of entries) {
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : Buffer.from(entry.data)
    zip.addBuffer(data, entry.path, { compress: entry.isCompressed, mtime })
  }
  zip.end()
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk))
    zip.outputStream.on('error', reject)
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)))
  })
}
