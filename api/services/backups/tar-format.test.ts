// The archive's tar: what the writer makes, GNU tar lists and unpacks byte for byte; what another
// ustar writer (tar-stream, GNU tar) makes, the reader reads; sizes past the 11 octal digits round
// trip; a block that is not a header is told apart from one that is.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { ArchiveReader, ArchiveWriter, fileSource } from './archive-file.ts'
import { readAll } from './read-backup.ts'
import { BLOCK, decodeHeader, encodeHeader } from './tar-format.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-tar-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Every entry of an archive, read with the archive's own reader. */
async function entriesOf(file: string): Promise<Array<{ name: string; bytes: Buffer }>> {
  const reader = await ArchiveReader.open(file)
  try {
    const entries = []
    for (let entry = await reader.next(); entry; entry = await reader.next())
      entries.push({ name: entry.name, bytes: await readAll(reader.bytes(entry)) })
    return entries
  } finally {
    await reader.close()
  }
}

it('writes what GNU tar unpacks byte for byte, and reads back what GNU tar writes', async () => {
  // A file of several pieces and an odd size, one of one byte, one empty, one given whole.
  const big = randomBytes(2 * 1024 * 1024 + 1234)
  fs.writeFileSync(path.join(dir, 'big.bin'), big)
  const file = path.join(dir, 'ours.tar')
  const writer = await ArchiveWriter.create(file)
  const handle = await fs.promises.open(path.join(dir, 'big.bin'))
  await writer.add('media/audio/big.bin', big.length, fileSource(handle))
  await handle.close()
  await writer.add('tables/one.ndjson', 1, Buffer.from('x'))
  await writer.add('tables/empty.ndjson', 0, Buffer.alloc(0))
  await writer.finish()
  await writer.close()
  expect(fs.statSync(file).size % BLOCK).toBe(0)

  const listed = execFileSync('tar', ['-tvf', file], { encoding: 'utf8' })
  expect(listed).toMatch(/^-rw------- 0\/0 +2098386 1970-01-01 00:00 media\/audio\/big\.bin$/m)
  const out = path.join(dir, 'unpacked')
  fs.mkdirSync(out)
  execFileSync('tar', ['-xf', file, '-C', out])
  expect(fs.readFileSync(path.join(out, 'media/audio/big.bin')).equals(big)).toBe(true)
  expect(fs.readFileSync(path.join(out, 'tables/one.ndjson'), 'utf8')).toBe('x')

  const theirs = path.join(dir, 'theirs.tar')
  execFileSync('tar', ['--format=ustar', '-cf', theirs, '-C', out, 'media/audio/big.bin', 'tables/one.ndjson'])
  const read = await entriesOf(theirs)
  expect(read.map((e) => e.name)).toEqual(['media/audio/big.bin', 'tables/one.ndjson'])
  expect(read[0]!.bytes.equals(big)).toBe(true)
  expect((await entriesOf(file)).map((e) => [e.name, e.bytes.length])).toEqual([
    ['media/audio/big.bin', big.length],
    ['tables/one.ndjson', 1],
    ['tables/empty.ndjson', 0],
  ])
})

it('writes sizes past 8 GiB in base-256 and reads them back', () => {
  for (const size of [0o77777777777, 0o77777777777 + 1, 3 * 2 ** 40 + 5]) {
    const header = encodeHeader({ name: 'media/audio/long.mp3', size })
    expect(decodeHeader(header)).toEqual({ name: 'media/audio/long.mp3', size })
  }
})

it('tells a zero block, a header and a block that is no header apart', () => {
  expect(decodeHeader(Buffer.alloc(BLOCK))).toBe('end')
  const header = encodeHeader({ name: 'manifest.json', size: 10 })
  header[0] = header[0]! ^ 1
  expect(decodeHeader(header)).toBeNull()
  expect(decodeHeader(randomBytes(BLOCK))).toBeNull()
  expect(() => encodeHeader({ name: `media/${'a'.repeat(100)}`, size: 1 })).toThrow(/too long a name/)
})
