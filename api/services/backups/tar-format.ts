// The tar format, as far as a backup needs it: POSIX ustar headers of regular files, each entry's
// bytes padded to whole 512-byte blocks, two zero blocks at the end. `tar -xf` unpacks a backup,
// and any ustar writer's archive reads back (the tests write theirs with tar-stream). Written here
// rather than through a stream library so that the archive's reader and writer can reuse the same
// few pieces of memory for every byte (archive-file.ts).

export const BLOCK = 512

/** The largest size the 11 octal digits of a size field hold; past it, base-256 (as GNU tar writes). */
const OCTAL_SIZE_MAX = 0o77777777777

const NAME = [0, 100] as const
const MODE = [100, 108] as const
const UID = [108, 116] as const
const GID = [116, 124] as const
const SIZE = [124, 136] as const
const MTIME = [136, 148] as const
const CHECKSUM = [148, 156] as const
const TYPE = 156
const MAGIC = [257, 263] as const
const VERSION = [263, 265] as const
const PREFIX = [345, 500] as const

export interface TarEntry {
  name: string
  size: number
}

/** Padding after `size` bytes of an entry, up to a whole block. */
export const paddingOf = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK

function writeOctal(block: Buffer, [start, end]: readonly [number, number], value: number) {
  const digits = end - start - 1
  block.write(value.toString(8).padStart(digits, '0'), start, digits, 'ascii')
}

function checksumOf(block: Buffer): number {
  let sum = 0
  for (let i = 0; i < BLOCK; i++) sum += i >= CHECKSUM[0] && i < CHECKSUM[1] ? 0x20 : block[i]!
  return sum
}

/** The header of a regular file (mode 0600, owner 0, time 0: a backup names no one's machine). */
export function encodeHeader({ name, size }: TarEntry): Buffer {
  const block = Buffer.alloc(BLOCK)
  if (Buffer.byteLength(name) > NAME[1]) throw new Error(`${name} is too long a name for an archive entry.`)
  block.write(name, NAME[0], NAME[1], 'utf8')
  writeOctal(block, MODE, 0o600)
  writeOctal(block, UID, 0)
  writeOctal(block, GID, 0)
  if (size <= OCTAL_SIZE_MAX) writeOctal(block, SIZE, size)
  else {
    block[SIZE[0]] = 0x80
    block.writeBigUInt64BE(BigInt(size), SIZE[1] - 8)
  }
  writeOctal(block, MTIME, 0)
  block.write('0', TYPE, 'ascii')
  block.write('ustar\0', MAGIC[0], 'latin1')
  block.write('00', VERSION[0], 'ascii')
  const checksum = checksumOf(block)
  block.write(`${checksum.toString(8).padStart(6, '0')}\0 `, CHECKSUM[0], 'ascii')
  return block
}

function readOctal(block: Buffer, [start, end]: readonly [number, number]): number {
  const text = block
    .toString('ascii', start, end)
    .replace(/[\0 ]+$/, '')
    .trim()
  return /^[0-7]+$/.test(text) ? parseInt(text, 8) : NaN
}

function readSize(block: Buffer): number {
  if (!(block[SIZE[0]]! & 0x80)) return readOctal(block, SIZE)
  const size = block.readBigUInt64BE(SIZE[1] - 8)
  return block.subarray(SIZE[0] + 1, SIZE[1] - 8).some((byte) => byte !== 0) || size > Number.MAX_SAFE_INTEGER
    ? NaN
    : Number(size)
}

const text = (block: Buffer, [start, end]: readonly [number, number]) =>
  block.toString('utf8', start, block.indexOf(0, start) === -1 ? end : Math.min(end, block.indexOf(0, start)))

/**
 * What one header block says: an entry, `'end'` for the zero block that ends an archive, or null
 * when the block is not a tar header at all (its checksum does not add up).
 */
export function decodeHeader(block: Buffer): TarEntry | 'end' | null {
  if (block.every((byte) => byte === 0)) return 'end'
  const size = readSize(block)
  if (readOctal(block, CHECKSUM) !== checksumOf(block) || !Number.isSafeInteger(size)) return null
  const name = text(block, NAME)
  const prefix = block.toString('latin1', MAGIC[0], MAGIC[0] + 5) === 'ustar' ? text(block, PREFIX) : ''
  return { name: prefix ? `${prefix}/${name}` : name, size }
}
