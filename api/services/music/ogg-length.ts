// The length of an Ogg stream, in samples, from the granule position of its last complete page
// (RFC 3533: the position of the last sample that ends on the page). music-metadata stops before
// the end of some real files (a page it finds corrupt, a last page without its end-of-stream flag)
// that browsers play in full; their last page still says how long they are.
import fs from 'node:fs/promises'

const CAPTURE = Buffer.from('OggS')
const HEADER_BYTES = 27
/** The largest page: a header with 255 lacing values of 255 bytes each. */
const MAX_PAGE_BYTES = HEADER_BYTES + 255 + 255 * 255
/** A granule position of -1: no packet ends on this page. */
const NO_GRANULE = -1n

/** The granule position of the first stream's last complete page; undefined when there is none. */
export async function lastOggGranule(filePath: string): Promise<number | undefined> {
  const file = await fs.open(filePath)
  try {
    const { size } = await file.stat()
    const head = Buffer.alloc(HEADER_BYTES)
    await file.read(head, 0, HEADER_BYTES, 0)
    if (!head.subarray(0, 4).equals(CAPTURE)) return undefined
    const serial = head.readUInt32LE(14)
    const start = Math.max(0, size - 2 * MAX_PAGE_BYTES)
    const tail = Buffer.alloc(size - start)
    await file.read(tail, 0, tail.length, start)
    for (let at = tail.lastIndexOf(CAPTURE); at >= 0; at = at > 0 ? tail.lastIndexOf(CAPTURE, at - 1) : -1) {
      const page = pageAt(tail, at)
      if (page && page.serial === serial && page.granule !== NO_GRANULE && page.granule > 0n)
        return Number(page.granule)
    }
    return undefined
  } finally {
    await file.close()
  }
}

/** The page whose header starts at `at`, when it is whole in `bytes`. */
function pageAt(bytes: Buffer, at: number): { granule: bigint; serial: number } | undefined {
  if (at + HEADER_BYTES > bytes.length || bytes[at + 4] !== 0) return undefined
  const segments = bytes[at + 26]!
  if (at + HEADER_BYTES + segments > bytes.length) return undefined
  let length = HEADER_BYTES + segments
  for (let i = 0; i < segments; i++) length += bytes[at + HEADER_BYTES + i]!
  if (at + length > bytes.length) return undefined // cut short: an earlier page tells
  return { granule: bytes.readBigInt64LE(at + 6), serial: bytes.readUInt32LE(at + 14) }
}
