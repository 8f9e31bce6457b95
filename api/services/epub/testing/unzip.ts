// Reads a built EPUB back with yauzl (a different zip library from the one that wrote it), so
// the tests see the entries, their order and their compression as a reading system would.
import yauzl from 'yauzl'

export interface EpubEntry {
  name: string
  isStored: boolean
  extraFieldLength: number
  bytes: Buffer
}

export interface OpenedEpub {
  entries: EpubEntry[]
  /** The entry's text; throws when the book has no such file. */
  text: (name: string) => string
}

export async function openEpub(epub: Buffer): Promise<OpenedEpub> {
  const zip = await yauzl.fromBufferPromise(epub, { lazyEntries: true })
  const entries: EpubEntry[] = []
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = []
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer)
    // The local header's extra field is what a reader sniffing `mimetype` at offset 38 meets.
    const localExtra = epub.readUInt16LE(entry.relativeOffsetOfLocalHeader + 28)
    entries.push({
      name: entry.fileName,
      isStored: entry.compressionMethod === 0,
      extraFieldLength: localExtra,
      bytes: Buffer.concat(chunks),
    })
  }
  const text = (name: string) => {
    const found = entries.find((e) => e.name === name)
    if (!found) throw new Error(`The book has no ${name}; it has ${entries.map((e) => e.name).join(', ')}`)
    return found.bytes.toString('utf8')
  }
  return { entries, text }
}
