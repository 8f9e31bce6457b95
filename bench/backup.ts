// Issue 58: a backup of a data folder (the SQLite file and the media folder: the demo universe and
// 384 MB of music) against `tar -cf` of the same folder. Ours is writeBackup (what `npm run backup`
// and the scheduled backups run) in this process, without its read-back check for the goal's row
// and with it for the second; tar is a child process. Both write their archive beside the folder,
// not into it, and both flush it to the disk (writeBackup syncs its file before renaming it; tar is
// followed by `sync` of its file). The check is also timed alone (readBackup of the archive). Each is
// run once untimed, so all read the folder from the page cache, then 3 times, in turn; the medians
// are reported.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { buildApp } from '../api/app.ts'
import { loadConfig } from '../api/config.ts'
import { seedDemo } from '../api/seed/seed-demo.ts'
import { FolderStore } from '../api/services/media/blob-store.ts'
import { readBackup } from '../api/services/backups/read-backup.ts'
import { writeBackup } from '../api/services/backups/write-backup.ts'
import { connect } from '../db/server/connect.ts'
import { addStoredTrack } from '../api/testing/large-site.ts'
import { MB, writeMp3 } from './audio-file.ts'
import { median, ratioAtMost, type Figure } from './report.ts'

const run = promisify(execFile)
const RUNS = 3
const TRACKS = 6
const TRACK_BYTES = 64 * MB

/** The demo universe (seeded as a first start does), then TRACKS tracks of TRACK_BYTES each. */
async function makeDataDir(dataDir: string): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true })
  const config = loadConfig(
    { DATA_DIR: dataDir, SEED_DEMO: '1' },
    { adminPassword: 'bench-admin-password', staticDir: undefined, backupIntervalHours: 0 },
  )
  const app = await buildApp(config)
  try {
    await seedDemo(app)
    const audioDir = path.join(config.mediaDir, 'audio')
    fs.mkdirSync(audioDir, { recursive: true })
    for (let i = 0; i < TRACKS; i++) {
      const temp = path.join(audioDir, 'seeding.part')
      // Sizes a few bytes apart: no two files hold the same bytes, so each is its own content name.
      const name = `${writeMp3(temp, TRACK_BYTES + i)}.mp3`
      fs.renameSync(temp, path.join(audioDir, name))
      await app.db.transaction().execute((trx) => addStoredTrack(trx, name, `Bench track ${i + 1}`))
    }
  } finally {
    await app.close()
  }
}

async function elapsedMs(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await fn()
  return performance.now() - start
}

const folderBytes = (dir: string): number =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0)

/** `workDir`: a scratch folder of the bench's own; the data folder and the archives go in it. */
export async function backupFigures(workDir: string): Promise<Figure[]> {
  const dataDir = path.join(workDir, 'backup-data')
  const outDir = path.join(workDir, 'backup-out')
  fs.mkdirSync(outDir, { recursive: true })
  await makeDataDir(dataDir)
  const bytes = folderBytes(dataDir)
  const databaseUrl = path.join(dataDir, 'infinaeon.db')
  const db = await connect(databaseUrl)
  const source = { db, databaseUrl, blobs: new FolderStore(path.join(dataDir, 'media')) }
  const archive = path.join(outDir, 'archive.tar')
  const fresh = () => fs.rmSync(archive, { force: true })

  const tar = () =>
    elapsedMs(async () => {
      await run('tar', ['-cf', archive, '-C', dataDir, '.'])
      await run('sync', [archive])
    })
  const tarAlone = () => elapsedMs(() => run('tar', ['-cf', archive, '-C', dataDir, '.']))
  const ours = (verify: boolean) => elapsedMs(() => writeBackup(source, archive, { verify }))

  const times = { tar: [] as number[], tarAlone: [] as number[], write: [] as number[], check: [] as number[] }
  const checked: number[] = []
  try {
    // The first round is untimed: it brings the folder into the page cache for everyone.
    for (let i = 0; i <= RUNS; i++) {
      const keep = (into: number[], ms: number) => {
        if (i > 0) into.push(ms)
      }
      fresh()
      keep(times.tar, await tar())
      fresh()
      keep(times.tarAlone, await tarAlone())
      fresh()
      keep(times.write, await ours(false))
      // The check alone, as writeBackup runs it on its temporary file before the rename.
      keep(times.check, await elapsedMs(() => readBackup(archive)))
      fresh()
      keep(checked, await ours(true))
    }
    const archiveBytes = fs.statSync(archive).size
    fresh()
    const [tarMs, tarAloneMs, writeMs, checkMs, checkedMs] = [
      times.tar,
      times.tarAlone,
      times.write,
      times.check,
      checked,
    ].map(median) as [number, number, number, number, number]
    const size = `${Math.round(bytes / MB)} MB data folder (the demo and ${TRACKS} tracks of ${TRACK_BYTES / MB} MB; archive ${Math.round(archiveBytes / MB)} MB)`
    const baseline = `\`tar -cf\` of the whole data folder then \`sync\` of the tar file (${tarMs.toFixed(0)} ms; ${tarAloneMs.toFixed(0)} ms without the sync, median of ${RUNS})`
    return [
      {
        name: `backup of a ${size} vs tar`,
        unit: 'ms',
        goals: [ratioAtMost(1.5)],
        ours: writeMs,
        baseline: tarMs,
        why: `${baseline} reads and writes every byte once and flushes it, the least any archive of the folder costs; writeBackup (verify: false) also reads the tables in one snapshot and hashes every row and media file. Its read-back check (the default, and every scheduled backup's) reads the archive again and hashes every entry: ${checkMs.toFixed(0)} ms alone (readBackup of the archive, median of ${RUNS}); the whole with it is the next row.`,
      },
      {
        name: `backup of the same folder with its read-back check vs tar`,
        unit: 'ms',
        goals: [],
        ours: checkedMs,
        baseline: tarMs,
        why: `the same tar; writeBackup as the command and the scheduled backups run it, checking the whole archive before it gets its name.`,
      },
    ]
  } finally {
    await db.destroy()
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(outDir, { recursive: true, force: true })
  }
}
