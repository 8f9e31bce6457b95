// Issue 58: `kill -9` in the middle of `npm run backup` or `npm run restore`. The commands run as a
// person runs them (api/backup-command.ts, from source through tsx, in a process group of their
// own) on a site whose media take a second or so to copy, and are killed as soon as their progress
// says they are copying media (a backup) or loading the archive (a restore: its one transaction is
// open then, the target's rows deleted and the archive's inserted).
//
// - A backup killed leaves nothing under the name it was asked for: only its temporary file
//   (`.<name>.<pid>.part`) and its staging folder (`.backup-staging-<pid>-…`), beside it. A backup
//   folder's list never shows them, and its pruning removes them once their process is gone and
//   they are an hour old (backup-folder.ts); beside an `--out` file elsewhere they stay. The next
//   backup works.
// - A restore killed leaves the target unchanged (its transaction never committed): every row of
//   every table as it was, and the app serves what it served before. Media files the restore had
//   already stored stay in the media folder, unreferenced, for the sweep. The restore then runs
//   again and succeeds.
//
// On the default pass the database is SQLite; on the PostgreSQL pass, a schema of the test server
// (db/server/testing/temp-database.ts), passed to the commands as DATABASE_URL. Media are in the
// site's folder on both.
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { crash } from '../../testing/server-process.ts'
import { addPlainStory, addStoredTrack, writeUniqueAudio } from '../../testing/large-site.ts'
import { connect, type Db } from '../../../db/server/connect.ts'
import { isPostgres } from '../../../db/server/dialect/is-postgres.ts'
import { createTempDatabase, type TempDatabase } from '../../../db/server/testing/temp-database.ts'
import { readBackup } from './read-backup.ts'

const REPO = path.resolve(import.meta.dirname, '../../..')
const MB = 1024 * 1024
/** Enough media that copying them takes far longer than it takes this process to see the line and kill. */
const FILES = 8
const FILE_BYTES = 32 * MB
/** Every command started, so a test that fails half-way leaves none running. */
const started: ChildProcess[] = []

interface Site {
  dir: string
  database: TempDatabase
  stories: string[]
  media: string[]
}

interface Command {
  child: ChildProcess
  /** Everything it printed so far. */
  output: () => string
  /** Resolves once its output matches `pattern`; rejects if it exits first. */
  printed: (pattern: RegExp) => Promise<void>
  /** Resolves with its exit code once it has ended. */
  ended: Promise<number | null>
}

/** `npm run backup …` / `npm run restore …` on `site`, in a process group of its own. */
function command(site: Site, args: string[]): Command {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/backup-command.ts', ...args], {
    cwd: REPO,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: site.dir,
      DATABASE_URL: site.database.url,
      MEDIA_STORE: 'local',
      SEED_DEMO: '0',
    },
  })
  started.push(child)
  let output = ''
  const listeners = new Set<() => void>()
  const take = (chunk: Buffer) => {
    output += chunk.toString()
    for (const listener of listeners) listener()
  }
  child.stdout!.on('data', take)
  child.stderr!.on('data', take)
  const ended = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)))
  return {
    child,
    output: () => output,
    ended,
    printed: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(output)) return
          listeners.delete(check)
          resolve()
        }
        listeners.add(check)
        check()
        void ended.then(() => reject(new Error(`the command ended before printing ${pattern}:\n${output}`)))
      }),
  }
}

async function runToEnd(site: Site, args: string[]): Promise<string> {
  const run = command(site, args)
  const code = await run.ended
  expect(code, run.output()).toBe(0)
  return run.output()
}

/** A site of `titles.length` stories and one track per audio file, its media in `dir`/media. */
async function makeSite(dir: string, titles: string[], files: number, bytes: number): Promise<Site> {
  fs.mkdirSync(dir, { recursive: true })
  const database = await createTempDatabase(dir)
  const media = Array.from({ length: files }, () => writeUniqueAudio(path.join(dir, 'media', 'audio'), bytes))
  const stories = titles.map(() => randomUUID())
  const db = await connect(database.url)
  try {
    await db.transaction().execute(async (trx) => {
      for (const [i, title] of titles.entries()) await addPlainStory(trx, stories[i]!, title)
      for (const [i, name] of media.entries()) await addStoredTrack(trx, name, `Signal ${i + 1}`)
    })
  } finally {
    await db.destroy()
  }
  return { dir, database, stories, media }
}

/** Every row of every table of the site's database (this schema's, on PostgreSQL), in a stable order. */
async function allRows(site: Site): Promise<Record<string, string[]>> {
  const db = await connect(site.database.url)
  try {
    const schema = isPostgres(db)
      ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]!.schema
      : undefined
    const tables = (await db.introspection.getTables()).filter((t) => !t.isView && t.schema === schema)
    const rows: Record<string, string[]> = {}
    for (const { name } of tables) {
      const { rows: found } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(db)
      rows[name] = found.map((row) => JSON.stringify(row)).sort()
    }
    return rows
  } finally {
    await db.destroy()
  }
}

/** What the app built on the site answers: the stories, the tracks, a sync from 0, each media file's bytes. */
async function answers(site: Site): Promise<unknown> {
  const config = loadConfig(
    { DATA_DIR: site.dir, DATABASE_URL: site.database.url, SEED_DEMO: '0' },
    { adminPassword: 'kill test password', staticDir: undefined, backupIntervalHours: 0, s3: undefined },
  )
  const app = await buildApp(config)
  try {
    const read = async (url: string) => {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
      return res
    }
    const tracks = (await read('/api/tracks')).json<Array<{ audioFileUrl: string }>>()
    const media: Record<string, string> = {}
    for (const { audioFileUrl } of tracks)
      media[audioFileUrl] = createHash('sha256')
        .update((await read(audioFileUrl)).rawPayload)
        .digest('hex')
    return {
      stories: (await read('/api/stories')).json(),
      tracks,
      sync: (await read('/api/sync?since=0')).json(),
      media,
    }
  } finally {
    await app.close()
  }
}

describe('kill -9 during a backup or a restore', () => {
  let root = ''
  let source: Site
  let target: Site
  const outDir = () => path.join(root, 'out')
  let archive: Promise<string> | undefined
  /** A whole backup of the source, taken once. */
  const sourceArchive = () =>
    (archive ??= (async () => {
      const file = path.join(outDir(), 'source.tar')
      await runToEnd(source, ['backup', '--out', file])
      return file
    })())

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-backup-kill-'))
    source = await makeSite(path.join(root, 'source'), ['The Quiet Gate', 'Lanterns at Dusk'], FILES, FILE_BYTES)
    target = await makeSite(path.join(root, 'target'), ['What the Target Held'], 1, 64 * 1024)
  }, 60_000)

  afterAll(async () => {
    for (const child of started) await crash(child)
    await source?.database.drop()
    await target?.database.drop()
    if (root) fs.rmSync(root, { recursive: true, force: true })
  })

  it('leaves no file under the final name when killed while copying media; the next backup works', async () => {
    const file = path.join(outDir(), 'source.tar')
    const run = command(source, ['backup', '--out', file])
    await run.printed(/^Copying media: /m)
    await crash(run.child)
    expect(run.output()).not.toContain('Backed up')

    expect(fs.existsSync(file)).toBe(false)
    const left = fs.readdirSync(outDir())
    expect(left.filter((name) => !/^\.source\.tar\.\d+\.part$|^\.backup-staging-/.test(name))).toEqual([])
    expect(left.some((name) => name.endsWith('.part'))).toBe(true)

    expect(await sourceArchive()).toBe(file)
    const manifest = await readBackup(file)
    expect(manifest.media.map((m) => m.key).sort()).toEqual(source.media.map((name) => `audio/${name}`).sort())
    expect(manifest.tables.find((t) => t.name === 'stories')?.rows).toBe(2)
  }, 180_000)

  it('leaves the target unchanged when killed while loading; the app serves what it had; the restore then succeeds', async () => {
    const file = await sourceArchive()
    const served = await answers(target)
    const rows = await allRows(target)
    expect(rows.stories).toHaveLength(1)

    // The target holds a story: --force, which backs it up first (into its BACKUP_DIR), then replaces it.
    const run = command(target, ['restore', file, '--force'])
    await run.printed(/^Restoring media: /m)
    await crash(run.child)
    expect(run.output(), 'killed too late: the restore had ended').not.toContain('Restored')

    expect(await allRows(target)).toEqual(rows)
    expect(await answers(target)).toEqual(served)

    const output = await runToEnd(target, ['restore', file, '--force'])
    expect(output).toContain(`Restored 2 stories, ${FILES} tracks, ${FILES} media files`)
    const db: Db = await connect(target.database.url)
    try {
      const stories = await db.selectFrom('stories').select('id').execute()
      expect(stories.map((s) => s.id).sort()).toEqual([...source.stories].sort())
    } finally {
      await db.destroy()
    }
    for (const name of source.media)
      expect(fs.statSync(path.join(target.dir, 'media', 'audio', name)).size).toBe(FILE_BYTES)
  }, 180_000)
})
