// `npm run backup -- [--out FILE]` and `npm run restore -- FILE [--force]`: the same settings as the
// server (DATABASE_URL, DATA_DIR, MEDIA_STORE, S3_*, BACKUP_DIR), progress on the terminal. A backup
// may run while the server does; a restore needs the server stopped (it replaces the database).
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from './config.ts'
import { connect } from '../db/server/connect.ts'
import { openBlobStore } from './services/media/open-blob-store.ts'
import { backupName, markChecked } from './services/backups/backup-folder.ts'
import { writeBackup, type BackupSource } from './services/backups/write-backup.ts'
import { restoreBackup } from './services/backups/restore-backup.ts'
import { backupCounts, BackupError, type BackupProgress, type Manifest } from './services/backups/manifest.ts'

const USAGE = `Usage:
  npm run backup -- [--out FILE]       back up into FILE (default: a new file in BACKUP_DIR)
  npm run restore -- FILE [--force]    replace this site's data with the backup in FILE
                                       (--force: even when it holds stories; they are backed up first)`

const WORDS: Record<BackupProgress['phase'], string> = {
  rows: 'Reading tables',
  media: 'Copying media',
  checking: 'Checking',
  loading: 'Loading tables',
  restoring: 'Restoring media',
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** One line per phase, rewritten in place on a terminal; a line per tenth elsewhere (a log). */
function progressPrinter() {
  let last = ''
  return ({ phase, done, total }: BackupProgress) => {
    const share = total > 0 ? Math.floor((done / total) * 100) : 100
    const amount =
      phase === 'rows' || phase === 'loading'
        ? `${done} of ${total} tables`
        : `${megabytes(done)} of ${megabytes(total)}`
    const line = `${WORDS[phase]}: ${share}% (${amount})`
    if (process.stderr.isTTY) process.stderr.write(`\r${line}\x1b[K${share === 100 ? '\n' : ''}`)
    else if (`${phase}${Math.floor(share / 10)}` !== last) process.stderr.write(`${line}\n`)
    last = `${phase}${Math.floor(share / 10)}`
  }
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

const summary = (m: Manifest) => {
  const { stories, tracks, files } = backupCounts(m)
  return [
    counted(stories, 'story', 'stories'),
    counted(tracks, 'track', 'tracks'),
    counted(files, 'media file', 'media files'),
  ].join(', ')
}

async function backUp(source: BackupSource, file: string, inFolder: boolean): Promise<Manifest> {
  const manifest = await writeBackup(source, file, { onProgress: progressPrinter() })
  if (inFolder) await markChecked(file)
  for (const key of manifest.missingMedia) console.warn(`Warning: ${key} was missing from the media store; left out.`)
  console.log(`Backed up ${summary(manifest)} into ${file} (checked).`)
  return manifest
}

async function main(): Promise<void> {
  const command = process.argv[2]
  const { values, positionals } = parseArgs({
    args: process.argv.slice(3),
    options: { out: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean' } },
    allowPositionals: true,
  })
  if (values.help || (command !== 'backup' && command !== 'restore')) {
    console.log(USAGE)
    return
  }
  if (command === 'restore' && positionals.length !== 1) throw new BackupError(`Name the backup to restore.\n${USAGE}`)
  const config = loadConfig()
  fs.mkdirSync(config.dataDir, { recursive: true })
  const db = await connect(config.databaseUrl)
  const blobs = await openBlobStore(config)
  const source = { db, databaseUrl: config.databaseUrl, blobs }
  try {
    if (command === 'backup') {
      const file = values.out ? path.resolve(values.out) : path.join(config.backupDir, backupName(new Date()))
      await backUp(source, file, !values.out)
      return
    }
    const file = path.resolve(positionals[0]!)
    const manifest = await restoreBackup({ db, blobs, mediaDir: config.mediaDir }, file, {
      force: values.force,
      onProgress: progressPrinter(),
      beforeReplacing: async () => {
        console.log('The target holds stories: backing them up first.')
        await backUp(source, path.join(config.backupDir, backupName(new Date(), 'before-restore')), true)
      },
    })
    console.log(
      `Restored ${summary(manifest)} from ${path.basename(file)} (taken ${manifest.createdAt}). Devices resync on their next visit.`,
    )
  } finally {
    await db.destroy()
    blobs.close?.()
  }
}

main().catch((error: unknown) => {
  if (process.stderr.isTTY) process.stderr.write('\n')
  console.error(error instanceof BackupError ? error.message : error)
  process.exit(1)
})
