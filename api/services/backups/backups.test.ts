// The server's backups, on either engine: the admin's routes (Back up now, the list, the download,
// names that never reach outside the folder), BACKUP_KEEP, the schedule that one process of many
// claims per interval, a failure logged loudly and shown until a backup succeeds, the cursors of a
// history, and every table either backed up or left out on purpose.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import sharp from 'sharp'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { adminHeaders, buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { makeStory, makeTrack } from '../../testing/builders.ts'
import type { App } from '../../app.ts'
import { claimScheduledBackup } from '../../../db/server/backup-schedule.ts'
import { connect } from '../../../db/server/connect.ts'
import { BACKED_UP_TABLES, LEFT_OUT_TABLES } from '../../../db/server/backup-tables.ts'
import { MEDIA_COLUMNS } from '../../../db/server/media-files.ts'
import { formatCursor, historyId, latestChange, parseCursor, startNewHistory } from '../../../db/server/history.ts'
import { isPostgres } from '../../../db/server/dialect/is-postgres.ts'
import { isOwnMediaUrl } from '../../../contract/media-urls.ts'
import { SyncQuery } from '../../../contract/sync.ts'
import type { BackupList } from '../../../contract/backups.ts'
import { backupName } from './backup-folder.ts'
import { Backups } from './backups.ts'

/** One app for the file (each build costs a second); the failure's test builds its own. */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

const list = async (app: App): Promise<BackupList> => {
  const res = await app.inject({ method: 'GET', url: '/api/backups', headers: adminHeaders })
  expect(res.statusCode).toBe(200)
  return res.json()
}

async function cover(colour: string) {
  const data = await sharp({ create: { width: 30, height: 45, channels: 3, background: colour } })
    .png()
    .toBuffer()
  return { coverImage: { name: 'cover.png', data, type: 'image/png' } }
}

/** The stored files rows name: what a backup of the site holds. */
async function namedMedia(app: App): Promise<number> {
  const urls = new Set<string>()
  for (const [table, columns] of MEDIA_COLUMNS)
    for (const column of columns) {
      const { rows } = await sql<{
        url: string | null
      }>`SELECT ${sql.ref(column)} AS url FROM ${sql.table(table)}`.execute(app.db)
      for (const { url } of rows) if (isOwnMediaUrl(url)) urls.add(url)
    }
  return urls.size
}

/** The newest backup in the folder, taking one if there is none. */
async function aBackup() {
  if ((await list(t.app)).backups.length === 0) await t.app.backups.start()
  return (await list(t.app)).backups[0]!
}

describe('the admin’s backup routes', () => {
  it('backs up now with progress, lists the backup checked with what it holds, and gives its bytes', async () => {
    await makeStory(t.app, { title: 'One' }, await cover('#a33'))
    await makeStory(t.app, { title: 'Two' }, await cover('#3a3'))
    await makeTrack(t.app)

    const started = await t.app.inject({ method: 'POST', url: '/api/backups', headers: adminHeaders })
    expect(started.statusCode).toBe(200)
    expect(started.headers['cache-control']).toBe('no-store')
    expect(started.json<BackupList>().job).toMatchObject({ phase: expect.any(String), total: expect.any(Number) })
    await expect.poll(async () => (await list(t.app)).job, { timeout: 20_000 }).toBeNull()

    const listed = await list(t.app)
    expect(listed).toMatchObject({ lastFailure: null, intervalHours: 0, keep: 7 })
    expect(listed.backups).toHaveLength(1)
    const [backup] = listed.backups
    expect(backup).toMatchObject({ stories: 2, tracks: 1, files: await namedMedia(t.app) })
    expect(backup!.files).toBe(5) // two covers with their thumbnails, one track's audio
    expect(Date.parse(backup!.checkedAt!)).toBeGreaterThanOrEqual(Date.parse(backup!.createdAt))
    const file = path.join(t.config.backupDir, backup!.name)
    expect(backup!.bytes).toBe(fs.statSync(file).size)
    // Nothing else is left in the folder: no part file, no staging folder.
    expect(fs.readdirSync(t.config.backupDir).sort()).toEqual([backup!.name, `${backup!.name}.checked`])
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)

    const download = await t.app.inject({ method: 'GET', url: `/api/backups/${backup!.name}`, headers: adminHeaders })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${backup!.name}"`)
    expect(download.headers['content-type']).toBe('application/x-tar')
    expect(download.rawPayload.equals(fs.readFileSync(file))).toBe(true)
  })

  it('answers 404 for a backup it does not have, and never reads outside the folder', async () => {
    const backup = await aBackup()
    // Files a name climbing out of the folder could reach, each named like a backup.
    const outside = backupName(new Date('2026-01-02T03:04:05.678Z'))
    fs.writeFileSync(path.join(t.dataDir, outside), 'outside the folder')
    fs.mkdirSync(path.join(t.config.backupDir, 'sub'))
    fs.writeFileSync(path.join(t.config.backupDir, 'sub', outside), 'in a folder below')
    fs.mkdirSync(path.join(t.config.backupDir, backupName(new Date('2026-01-03T00:00:00.000Z'))))

    const download = (name: string) =>
      t.app.inject({ method: 'GET', url: `/api/backups/${name}`, headers: adminHeaders })
    expect((await download(backupName(new Date('2026-01-01T00:00:00.000Z')))).statusCode).toBe(404)
    expect((await download(backupName(new Date('2026-01-03T00:00:00.000Z')))).statusCode).toBe(404)
    for (const name of [
      `..%2F${outside}`,
      `%2E%2E%2F${outside}`,
      `sub%2F${outside}`,
      `..%5C${outside}`,
      `${backup!.name}%2F..%2F..%2F${outside}`,
      `${backup!.name}.checked`,
      `.${backup!.name}.123.part`,
      '..',
      '%2E%2E',
      'infinaeon.db',
      `${backup!.name}%00.txt`,
    ]) {
      const res = await download(name)
      expect([400, 404], name).toContain(res.statusCode)
      expect(res.body, name).not.toContain('folder')
      expect(res.headers['content-disposition'], name).toBeUndefined()
    }
  })

  it('refuses a reader and a stranger on every backup route, before any name is looked at', async () => {
    const backup = await aBackup()
    for (const headers of [{}, { 'x-admin-password': 'not the password' }])
      for (const [method, url] of [
        ['GET', '/api/backups'],
        ['POST', '/api/backups'],
        ['GET', `/api/backups/${backup!.name}`],
        ['GET', '/api/backups/..%2Finfinaeon.db'],
      ] as const) {
        const res = await t.app.inject({ method, url, headers })
        expect(res.statusCode, `${method} ${url}`).toBe(401)
        expect(res.body).not.toContain('infinaeon-backup-')
      }
    expect((await list(t.app)).backups).toHaveLength(1)
  })
})

describe('BACKUP_KEEP', () => {
  it('keeps only the newest backups, with their notes', async () => {
    const dir = path.join(t.dataDir, 'keep-two')
    const backups = new Backups({
      db: t.app.db,
      databaseUrl: t.config.databaseUrl,
      blobs: t.app.media.blobs,
      dir,
      keep: 2,
      intervalHours: 0,
      log: t.app.log,
    })
    const names: string[] = []
    for (let n = 0; n < 3; n++) {
      await backups.start()
      names.push((await backups.list()).backups[0]!.name)
    }
    expect(new Set(names).size).toBe(3)
    const kept = names.slice(1)
    expect(fs.readdirSync(dir).sort()).toEqual(kept.flatMap((name) => [name, `${name}.checked`]).sort())
    expect((await backups.list()).backups.map((b) => b.name)).toEqual([...kept].reverse())
  })
})

describe('the schedule', () => {
  const HOUR = 60 * 60 * 1000

  it('is first due an interval after the first ask, then claimed by exactly one of the processes asking', async () => {
    // A second process on the same database (the same SQLite file, or the same PostgreSQL schema).
    const second = await connect(t.config.databaseUrl)
    onTestFinished(() => second.destroy())
    const [a, b] = [t.app.db, second]
    const start = Date.now()
    expect(await claimScheduledBackup(a, HOUR, start)).toBe(false)
    expect(await claimScheduledBackup(b, HOUR, start + HOUR - 1)).toBe(false)

    const due = start + HOUR
    const claims = await Promise.all([a, b, a, b, a, b].map((db) => claimScheduledBackup(db, HOUR, due)))
    expect(claims.filter(Boolean)).toHaveLength(1)
    // The next one is due an interval after the one claimed.
    expect(await Promise.all([a, b].map((db) => claimScheduledBackup(db, HOUR, due + HOUR - 1)))).toEqual([
      false,
      false,
    ])
    const next = await Promise.all([b, a].map((db) => claimScheduledBackup(db, HOUR, due + HOUR)))
    expect(next.filter(Boolean)).toHaveLength(1)
  })

  it('logs a failed backup loudly and shows it until a backup succeeds', async () => {
    const log: Array<{ level: number; msg: string }> = []
    const stream = new Writable({
      write(line: Buffer, _encoding, done) {
        log.push(JSON.parse(line.toString()) as { level: number; msg: string })
        done()
      },
    })
    // A folder that cannot be made, whoever runs the tests (root may write anywhere): below a file.
    const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'backup-blocker-')), 'not-a-folder')
    fs.writeFileSync(blocker, 'a file where the backup folder should be')
    const failing = await buildTestApp(
      { backupDir: path.join(blocker, 'backups') },
      { logger: { level: 'info', stream } },
    )
    onTestFinished(async () => {
      await failing.close()
      fs.rmSync(path.dirname(blocker), { recursive: true, force: true })
    })
    await makeStory(failing.app)

    await failing.app.inject({ method: 'POST', url: '/api/backups', headers: adminHeaders })
    await failing.app.backups.idle()
    const failed = await list(failing.app)
    expect(failed.backups).toEqual([])
    expect(failed.lastFailure).toEqual({
      at: expect.any(String),
      message: `The backup folder ${failing.config.backupDir} cannot be written (ENOTDIR): check BACKUP_DIR and its permissions.`,
    })
    const errors = log.filter((entry) => entry.level >= 50)
    expect(errors).toHaveLength(1)
    expect(errors[0]!.msg).toMatch(/^BACKUP FAILED: /)
    expect(errors[0]!.msg).toContain(failed.lastFailure!.message)

    // The folder can be made now: the next backup succeeds and the failure is no longer shown.
    fs.rmSync(blocker)
    fs.mkdirSync(blocker)
    await failing.app.backups.start()
    const after = await list(failing.app)
    expect(after.lastFailure).toBeNull()
    expect(after.backups).toHaveLength(1)
    expect(log.filter((entry) => entry.level >= 50)).toHaveLength(1)
  })
})

describe('history cursors (db/server/history.ts)', () => {
  it("formats and parses a cursor with and without a history, of the readers' view or the admin's", () => {
    expect(formatCursor({ history: '', seq: 42 })).toBe('42')
    expect(parseCursor('42')).toEqual({ history: '', seq: 42, view: 'public' })
    expect(parseCursor('0')).toEqual({ history: '', seq: 0, view: 'public' })
    expect(formatCursor({ history: '0123456789ab', seq: 7 })).toBe('0123456789ab.7')
    expect(parseCursor('0123456789ab.7')).toEqual({ history: '0123456789ab', seq: 7, view: 'public' })
    expect(formatCursor({ history: '0123456789ab', seq: 7, view: 'admin' })).toBe('0123456789ab.7a')
    expect(parseCursor('7a')).toEqual({ history: '', seq: 7, view: 'admin' })
    for (const cursor of [
      { history: '', seq: 0, view: 'public' as const },
      { history: 'abcdef012345', seq: 123456789012345, view: 'public' as const },
      { history: 'abcdef012345', seq: 12, view: 'admin' as const },
    ])
      expect(parseCursor(formatCursor(cursor))).toEqual(cursor)
  })

  it('gives a site never restored the empty history, and each restore a new one its devices can send back', async () => {
    expect(await historyId(t.app.db)).toBe('')
    const plain = await latestChange(t.app.db)
    expect(plain).toMatch(/^[0-9]+$/)
    const since = new RegExp((SyncQuery.properties.since as unknown as { pattern: string }).pattern)
    const histories = new Set<string>()
    for (let n = 0; n < 3; n++) {
      const history = await startNewHistory(t.app.db)
      histories.add(history)
      expect(await historyId(t.app.db)).toBe(history)
      const cursor = await latestChange(t.app.db)
      expect(cursor).toMatch(since)
      expect(parseCursor(cursor)).toEqual({ history, seq: Number(plain), view: 'public' })
      const res = await t.app.inject({ method: 'GET', url: `/api/sync?since=${cursor}` })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ cursor, changes: [] })
    }
    expect(histories.size).toBe(3)
  })
})

describe('what a backup holds', () => {
  it('names every table of the database as backed up or left out, and backs up every table with media', async () => {
    const schema = isPostgres(t.app.db)
      ? (await sql<{ name: string }>`SELECT current_schema() AS name`.execute(t.app.db)).rows[0]!.name
      : undefined
    const tables = (await t.app.db.introspection.getTables())
      .filter((table) => schema === undefined || table.schema === schema)
      .map((table) => table.name)
      // SQLite's full-text index keeps its own tables beside stories_fts.
      .filter((name) => !/^stories_fts_/.test(name))
    const named = [...BACKED_UP_TABLES.map((table) => table.name), ...LEFT_OUT_TABLES]
    expect(new Set(named).size).toBe(named.length)
    for (const table of tables) expect(named, table).toContain(table)
    for (const [table] of MEDIA_COLUMNS) expect(BACKED_UP_TABLES.map((t) => t.name)).toContain(table)
  })
})
