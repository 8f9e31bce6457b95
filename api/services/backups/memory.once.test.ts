// Issue 58: 1 GB of media is backed up and restored with the process's RSS growing by at most 64 MB.
// Each command runs as `npm run backup` / `npm run restore` do, in a node process of its own (the
// CLI from source through tsx), which reports its peak RSS (VmHWM) as it exits. Growth is that peak
// over the peak of the same command on an almost empty site: both load the same code and run the same
// phases, so what is left is what the media cost. The archive path is the same whichever database
// holds the rows, and the test reads and writes some 7 GB, so only the default (SQLite) pass runs it
// (a *.once.test.ts).
import { spawn } from 'node:child_process'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect } from '../../../db/server/connect.ts'
import { recordMediaWrite } from '../../../db/server/media-files.ts'
import { insertTrackIfNew } from '../../../db/server/tracks.ts'
import { insertStoryIfNew } from '../../../db/server/stories.ts'
import { mediaUrl } from '../../../contract/media-urls.ts'

const REPO = path.resolve(import.meta.dirname, '../../..')
const MB = 1024 * 1024
const FILES = 16
const FILE_BYTES = 64 * MB
const GROWTH_LIMIT_MB = 64

/** Loaded before the command: writes its peak RSS to stderr as it exits, however it exits. */
const PEAK_REPORTER = `data:text/javascript,${encodeURIComponent(
  `import fs from 'node:fs'
process.on('exit', () => {
  const peak = /VmHWM:\\s+(\\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]
  fs.writeSync(2, '\\nPEAK_RSS_KB ' + peak + '\\n')
})`,
)}`

interface Run {
  code: number | null
  output: string
  peakMb: number
  ms: number
}

/** `backup --out FILE` or `restore FILE` on the site in `dataDir`, with its peak RSS. */
function runCommand(dataDir: string, args: string[]): Promise<Run> {
  const started = performance.now()
  const child = spawn(
    process.execPath,
    ['--import', PEAK_REPORTER, '--import', 'tsx', 'api/backup-command.ts', ...args],
    {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: path.join(dataDir, 'infinaeon.db'),
        MEDIA_STORE: 'local',
        SEED_DEMO: '0',
      },
    },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) => {
      const peak = /PEAK_RSS_KB (\d+)/.exec(output)?.[1]
      if (!peak) return reject(new Error(`no peak RSS reported:\n${output}`))
      resolve({ code, output, peakMb: Number(peak) / 1024, ms: performance.now() - started })
    })
  })
}

/** What a failure says: both peaks, and how long the large run took. */
const figures = (what: string, large: Run, small: Run) =>
  `${what}: peak RSS ${large.peakMb.toFixed(1)} MB over 1 GB of media (in ${(large.ms / 1000).toFixed(1)} s), ${small.peakMb.toFixed(1)} MB over an almost empty site`

/** Writes `bytes` of distinct, incompressible-looking bytes; answers their SHA-256. */
function writeMediaFile(file: string, bytes: number, block: Buffer, seed: number): string {
  const hash = createHash('sha256')
  const fd = fs.openSync(file, 'w')
  try {
    for (let at = 0, n = 0; at < bytes; at += block.length, n++) {
      // Each block starts with this file's number and the block's: no two files are alike.
      block.writeUInt32BE(seed, 0)
      block.writeUInt32BE(n, 4)
      const part = block.subarray(0, Math.min(block.length, bytes - at))
      fs.writeSync(fd, part)
      hash.update(part)
    }
  } finally {
    fs.closeSync(fd)
  }
  return hash.digest('hex')
}

/** A site of one story and `files` tracks, each with an audio file of `bytes`, stored as the media store names them. */
async function makeSite(dataDir: string, files: number, bytes: number): Promise<void> {
  const audioDir = path.join(dataDir, 'media', 'audio')
  fs.mkdirSync(audioDir, { recursive: true })
  const block = randomBytes(MB)
  const names: string[] = []
  for (let i = 0; i < files; i++) {
    const temp = path.join(audioDir, 'writing.part')
    const name = `${writeMediaFile(temp, bytes, block, i)}.mp3`
    fs.renameSync(temp, path.join(audioDir, name))
    names.push(name)
  }
  const db = await connect(path.join(dataDir, 'infinaeon.db'))
  try {
    await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString()
      await insertStoryIfNew(trx, {
        id: randomUUID(),
        title: 'The Weight of Songs',
        description: 'A story beside a large music library.',
        content: 'The archive hummed.',
        category: 'standalone',
        series_id: null,
        series_title: null,
        season_number: null,
        episode_number: null,
        read_time: '1 min',
        cover_image_url: null,
        cover_thumbnail_url: null,
        audio_file_url: null,
        audio_url: null,
        audio_duration: null,
        is_featured: 0,
        word_count: 3,
        created_at: now,
        updated_at: now,
      })
      for (const [i, name] of names.entries()) {
        const url = mediaUrl('audio', name)
        await recordMediaWrite(trx, url)
        await insertTrackIfNew(trx, {
          id: randomUUID(),
          title: `Track ${i + 1}`,
          artist: 'The Vessa Watch',
          album_id: null,
          album_title: null,
          track_number: null,
          duration: '6:00',
          description: null,
          audio_file_url: url,
          cover_image_url: null,
          genre: null,
          is_explicit: 0,
          created_at: now,
        })
      }
    })
  } finally {
    await db.destroy()
  }
}

// Some 7 GB read and written: the default pass alone (*.once.test.ts, see vite.config.ts).
describe('backup and restore of 1 GB of media', () => {
  let root = ''
  const site = (name: string) => path.join(root, name)
  const archive = (name: string) => path.join(root, 'archives', `${name}.tar`)

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-backup-memory-'))
    await makeSite(site('small'), 1, 64 * 1024)
    await makeSite(site('large'), FILES, FILE_BYTES)
  }, 120_000)

  afterAll(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true })
  })

  it('backs up with the RSS growing by at most 64 MB', async () => {
    const small = await runCommand(site('small'), ['backup', '--out', archive('small')])
    expect(small.code, small.output).toBe(0)
    const large = await runCommand(site('large'), ['backup', '--out', archive('large')])
    expect(large.code, large.output).toBe(0)
    expect(large.output).toContain(`1 story, ${FILES} tracks, ${FILES} media files`)
    expect(fs.statSync(archive('large')).size).toBeGreaterThan(FILES * FILE_BYTES)
    const growth = large.peakMb - small.peakMb
    expect(growth, figures('backup', large, small)).toBeLessThanOrEqual(GROWTH_LIMIT_MB)
  }, 300_000)

  it('restores with the RSS growing by at most 64 MB', async () => {
    // The archives the test before wrote (written here when it was left out).
    for (const name of ['small', 'large'])
      if (!fs.existsSync(archive(name)))
        expect((await runCommand(site(name), ['backup', '--out', archive(name)])).code).toBe(0)
    const small = await runCommand(site('small-restored'), ['restore', archive('small')])
    expect(small.code, small.output).toBe(0)
    const large = await runCommand(site('large-restored'), ['restore', archive('large')])
    expect(large.code, large.output).toBe(0)
    expect(large.output).toContain(`Restored 1 story, ${FILES} tracks, ${FILES} media files`)
    const restored = fs.readdirSync(path.join(site('large-restored'), 'media', 'audio')).sort()
    expect(restored).toEqual(fs.readdirSync(path.join(site('large'), 'media', 'audio')).sort())
    for (const name of restored)
      expect(fs.statSync(path.join(site('large-restored'), 'media', 'audio', name)).size).toBe(FILE_BYTES)
    const growth = large.peakMb - small.peakMb
    expect(growth, figures('restore', large, small)).toBeLessThanOrEqual(GROWTH_LIMIT_MB)
  }, 300_000)
})
