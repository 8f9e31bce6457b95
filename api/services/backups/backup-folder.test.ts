// The backup folder's rules: names in time order, the newest BACKUP_KEEP kept with their notes, a
// killed backup's leftovers removed once their process is gone and they are old, and a file that
// is not a readable backup never listed.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import tar from 'tar-stream'
import { backupName, isBackupName, listBackups, markChecked, pruneBackups } from './backup-folder.ts'

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-folder-'))
})
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A process id no process has: the highest pid the system gives, plus one. */
const DEAD_PID = Number(fs.readFileSync('/proc/sys/kernel/pid_max', 'utf8')) + 1
const HOUR = 60 * 60 * 1000

function touch(name: string, ageMs: number) {
  const file = path.join(dir, name)
  fs.writeFileSync(file, 'x')
  const at = new Date(Date.now() - ageMs)
  fs.utimesSync(file, at, at)
}

async function archive(file: string, manifest: object) {
  const pack = tar.pack()
  pack.entry({ name: 'manifest.json' }, JSON.stringify(manifest))
  pack.finalize()
  const chunks: Buffer[] = []
  for await (const chunk of pack) chunks.push(chunk as Buffer)
  fs.writeFileSync(file, Buffer.concat(chunks))
}

it('names a backup by its time, so name order is time order, and knows only its own names', () => {
  const early = backupName(new Date('2026-12-05T09:00:00.000Z'))
  const late = backupName(new Date('2026-12-05T10:00:00.000Z'), 'before-restore')
  expect(early).toBe('infinaeon-backup-20261205T090000.000Z.tar')
  expect(late).toBe('infinaeon-backup-20261205T100000.000Z-before-restore.tar')
  expect([late, early].sort()).toEqual([early, late])
  for (const name of [early, late]) expect(isBackupName(name)).toBe(true)
  for (const name of ['../infinaeon.db', 'infinaeon-backup-x.tar', `${early}.checked`, `.${early}.12.part`])
    expect(isBackupName(name)).toBe(false)
})

it('keeps the newest backups with their notes, and removes the older ones with theirs', async () => {
  const names = [1, 2, 3].map((hour) => backupName(new Date(Date.UTC(2026, 11, 5, hour))))
  for (const name of names) {
    touch(name, 0)
    await markChecked(path.join(dir, name))
  }
  expect(await pruneBackups(dir, 2)).toEqual([names[0]])
  expect(fs.readdirSync(dir).sort()).toEqual([names[1], `${names[1]}.checked`, names[2], `${names[2]}.checked`])
})

it("removes a killed backup's leftovers once their process is gone and they are an hour old, never a live one's", async () => {
  const stale = `.${backupName(new Date())}.${DEAD_PID}.part`
  const young = `.${backupName(new Date())}.${DEAD_PID + 1}.part`
  const live = `.${backupName(new Date())}.${process.pid}.part`
  const staleStaging = `.backup-staging-${DEAD_PID}-abc123`
  fs.mkdirSync(path.join(dir, staleStaging))
  fs.writeFileSync(path.join(dir, staleStaging, 'stories.ndjson'), '[]\n')
  const old = new Date(Date.now() - 2 * HOUR)
  fs.utimesSync(path.join(dir, staleStaging), old, old)
  touch(stale, 2 * HOUR)
  touch(young, 0)
  touch(live, 2 * HOUR)
  touch('notes.txt', 2 * HOUR)
  await pruneBackups(dir, 7)
  expect(fs.readdirSync(dir).sort()).toEqual([live, young, 'notes.txt'].sort())
})

it('lists readable backups newest first with what they hold, checked only with a note, and skips any other file', async () => {
  const older = backupName(new Date('2026-12-04T00:00:00.000Z'))
  const newer = backupName(new Date('2026-12-05T00:00:00.000Z'))
  const manifest = (createdAt: string, stories: number) => ({
    createdAt,
    tables: [
      { name: 'stories', rows: stories },
      { name: 'tracks', rows: 2 },
    ],
    media: [{ key: 'covers/a.jpg' }],
  })
  await archive(path.join(dir, older), { ...manifest('2026-12-04T00:00:00.000Z', 3), missingMedia: ['audio/b.mp3'] })
  await archive(path.join(dir, newer), manifest('2026-12-05T00:00:00.000Z', 4))
  await markChecked(path.join(dir, newer), new Date('2026-12-05T00:01:00.000Z'))
  fs.writeFileSync(path.join(dir, backupName(new Date('2026-12-06T00:00:00.000Z'))), 'not a tar archive at all')
  const listed = await listBackups(dir)
  expect(listed.map(({ bytes: _, ...rest }) => rest)).toEqual([
    {
      name: newer,
      createdAt: '2026-12-05T00:00:00.000Z',
      stories: 4,
      tracks: 2,
      files: 1,
      missingFiles: 0,
      checkedAt: '2026-12-05T00:01:00.000Z',
    },
    {
      name: older,
      createdAt: '2026-12-04T00:00:00.000Z',
      stories: 3,
      tracks: 2,
      files: 1,
      missingFiles: 1,
      checkedAt: null,
    },
  ])
  expect(listed[0]!.bytes).toBe(fs.statSync(path.join(dir, newer)).size)
})
