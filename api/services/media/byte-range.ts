// The one reading of a Range header for every media answer (stored files, the proxy's cache and
// what the proxy passes upstream), by range-parser. RFC 9110 §14.2: a Range that does not parse,
// uses another unit or asks for several parts is ignored (the whole file, 200); a valid one that
// lies outside the file is 416; else one part, 206.
import parseRange from 'range-parser'

export type ByteRange = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' }

/**
 * range-parser counts a part whose last byte comes before its first ("bytes=9-1") as unsatisfiable;
 * RFC 9110 §14.1.1 calls it invalid, so the header is ignored. Only called on headers it parsed.
 */
function hasInvertedPart(header: string): boolean {
  return header
    .slice(header.indexOf('=') + 1)
    .split(',')
    .some((part) => {
      const [first = '', last = ''] = part.split('-').map((n) => n.trim())
      return first !== '' && last !== '' && Number(first) > Number(last)
    })
}

/** A suffix longer than the file means all of it (RFC 9110 §14.1.3); range-parser refuses it. */
function clampSuffixes(header: string, size: number): string {
  return header.replace(/([=,]\s*)-(\d+)(?=\s*(?:,|$))/g, (part, lead: string, length: string) =>
    Number(length) > size ? `${lead}0-` : part,
  )
}

export function resolveRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return { kind: 'full' }
  const ranges = parseRange(size, clampSuffixes(header, size), { combine: true })
  if (ranges === -2 || hasInvertedPart(header)) return { kind: 'full' }
  if (ranges === -1) return { kind: 'unsatisfiable' }
  const [only] = ranges
  if (ranges.type !== 'bytes' || ranges.length !== 1 || !only) return { kind: 'full' }
  return { kind: 'partial', start: only.start, end: only.end }
}

/** The Range to send to an upstream whose size we do not know yet: only a well-formed byte range. */
export function upstreamRange(header: string | undefined): string | undefined {
  if (header === undefined) return undefined
  const ranges = parseRange(Number.MAX_SAFE_INTEGER, header)
  if (ranges === -2 || hasInvertedPart(header) || (ranges !== -1 && ranges.type !== 'bytes')) return undefined
  return header
}

/** Headers of a 206 or 416 answer. */
export function contentRange(range: ByteRange, size: number): string | undefined {
  if (range.kind === 'partial') return `bytes ${range.start}-${range.end}/${size}`
  if (range.kind === 'unsatisfiable') return `bytes */${size}`
  return undefined
}
