// Backups (/backups), the admin's: the backups kept on the server (time, size, what each holds,
// whether it was checked), Back up now with its progress, a download of each, the last failure,
// and how to restore one. Admin only on the server; a reader or an ended session is told so, as
// is a device without a connection. Loaded with its route, after the first screen.
import { Link } from '@tanstack/react-router'
import { ArchiveRestore, ChevronLeft, CircleCheck, DatabaseBackup, Download, LogIn, TriangleAlert } from 'lucide-react'
import type { BackupJob, BackupList, BackupSummary } from '../../../contract/backups.ts'
import { apiUrl } from '../../../client/api-client.ts'
import { Button, buttonClass } from '../../ui/button.tsx'
import { openAdminLogin } from '../../publishing/admin-login-host.tsx'
import {
  backupContents,
  missingFilesLine,
  backupTime,
  jobPercent,
  jobWords,
  PROBLEM_TEXT,
  scheduleLine,
} from './backup-words.ts'
import type { BackupsProblem } from './backup-words.ts'
import { useBackups } from './use-backups.ts'
import type { BackupOutcome } from './backup-outcome.ts'

const CARD = 'rounded-2xl border border-border bg-surface p-4 sm:p-5'
const CODE = 'whitespace-nowrap rounded bg-surface-2 px-1.5 py-0.5 font-mono text-[0.85em]'

export function BackupsPage() {
  const { list, problem, starting, outcome, start, reload } = useBackups()
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header>
        <Link
          to="/data-settings"
          className="-ml-1 mb-2 inline-flex min-h-11 items-center gap-1 rounded-lg pr-2 text-sm text-muted hover:text-accent"
        >
          <ChevronLeft size={16} aria-hidden />
          Data Settings
        </Link>
        <h1 className="text-3xl font-bold">Backups</h1>
        <p className="mt-1 text-muted">
          Copies of everything the site holds (stories, music, characters, links, comments and their files), kept on the
          server.
        </p>
      </header>

      {problem && <ProblemNotice problem={problem} onRetry={reload} />}
      {list?.lastFailure && <FailureAlert failure={list.lastFailure} />}
      {list ? (
        <>
          <BackUpNow list={list} starting={starting} outcome={outcome} disabled={!!problem} onStart={start} />
          <BackupsKept list={list} />
        </>
      ) : (
        !problem && (
          <p role="status" className="text-sm text-muted">
            Loading the backups…
          </p>
        )
      )}
      <HowToRestore />
    </div>
  )
}

function ProblemNotice({ problem, onRetry }: { problem: BackupsProblem; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-2 p-4 sm:p-5">
      <div>
        <p className="font-semibold">{PROBLEM_TEXT[problem.kind].title}</p>
        <p className="mt-1 text-sm text-muted">
          {problem.kind === 'failed' ? problem.message : PROBLEM_TEXT[problem.kind].hint}
        </p>
      </div>
      {problem.kind === 'signed-out' ? (
        <Button variant="primary" className="self-start" onClick={openAdminLogin}>
          <LogIn size={16} aria-hidden />
          Sign in again
        </Button>
      ) : (
        <Button className="self-start" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  )
}

function FailureAlert({ failure }: { failure: NonNullable<BackupList['lastFailure']> }) {
  return (
    <div role="alert" className="rounded-2xl border border-danger/60 bg-danger/10 p-4 sm:p-5">
      <p className="flex items-center gap-2 font-semibold text-danger">
        <TriangleAlert size={18} aria-hidden />
        The last backup failed
      </p>
      <p className="mt-1 text-sm">
        <time dateTime={failure.at} className="font-medium">
          {backupTime(failure.at)}
        </time>
        : <span className="break-words">{failure.message}</span>
      </p>
      <p className="mt-1 text-sm text-muted">No backup has succeeded since. The server&apos;s log says more.</p>
    </div>
  )
}

interface BackUpNowProps {
  list: BackupList
  starting: boolean
  outcome?: BackupOutcome
  disabled: boolean
  onStart: () => void
}

function BackUpNow({ list, starting, outcome, disabled, onStart }: BackUpNowProps) {
  const running = starting || list.job !== null
  const taken = outcome?.kind === 'taken' ? list.backups.find((b) => b.name === outcome.name) : undefined
  return (
    <section className={CARD} aria-labelledby="backup-now-heading">
      <h2 id="backup-now-heading" className="text-lg font-semibold">
        Back up now
      </h2>
      <p className="mt-1 text-sm text-muted" data-testid="backup-schedule">
        {scheduleLine(list.intervalHours, list.keep)}
      </p>
      <Button
        variant="primary"
        className="mt-3 w-full justify-center sm:w-auto"
        disabled={running || disabled}
        onClick={onStart}
      >
        <DatabaseBackup size={16} aria-hidden />
        {running ? 'Backing up…' : 'Back up now'}
      </Button>
      {running && <JobProgress job={list.job} />}
      <p role="status" className="mt-3 text-sm empty:hidden">
        {!running && outcome && <OutcomeText outcome={outcome} taken={taken} />}
      </p>
    </section>
  )
}

/** The job's phase as a bar and in words; before the server has answered the press, "Starting…". */
function JobProgress({ job }: { job: BackupJob | null }) {
  const words = job ? jobWords(job) : 'Starting…'
  const percent = job ? jobPercent(job) : undefined
  return (
    <div className="mt-3 flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label="Backup progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={words}
        className="h-2 w-full overflow-hidden rounded-full bg-surface-2 ring-1 ring-border"
      >
        <div
          className={`h-full rounded-full bg-accent transition-[width] duration-300 ${percent === undefined ? 'w-1/4 animate-pulse' : ''}`}
          style={percent === undefined ? undefined : { width: `${Math.max(percent, 2)}%` }}
        />
      </div>
      <p className="text-sm tabular-nums text-muted" data-testid="backup-phase">
        {words}
      </p>
    </div>
  )
}

function OutcomeText({ outcome, taken }: { outcome: BackupOutcome; taken?: BackupSummary }) {
  if (outcome.kind === 'failed') return <>The backup failed: see why above.</>
  if (outcome.kind === 'missing' || !taken)
    return <>The backup ended but is not in the list. The server&apos;s log says why.</>
  return (
    <span className="inline-flex items-center gap-1.5">
      <CircleCheck size={16} className="shrink-0 text-accent" aria-hidden />
      Backup taken and checked: {backupTime(taken.createdAt)}.
    </span>
  )
}

function BackupsKept({ list }: { list: BackupList }) {
  return (
    <section className={CARD} aria-labelledby="backups-kept-heading">
      <h2 id="backups-kept-heading" className="text-lg font-semibold">
        Kept on the server
      </h2>
      {list.backups.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No backups yet. Back up now takes the first one.</p>
      ) : (
        <ul aria-label="Backups" className="mt-1 flex flex-col divide-y divide-border">
          {list.backups.map((backup) => (
            <BackupRow key={backup.name} backup={backup} />
          ))}
        </ul>
      )}
    </section>
  )
}

function BackupRow({ backup }: { backup: BackupSummary }) {
  const when = backupTime(backup.createdAt)
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4" data-testid="backup-row">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <time dateTime={backup.createdAt} className="font-medium">
            {when}
          </time>
          {backup.checkedAt ? (
            <span
              className="inline-flex h-6 items-center rounded-full border border-accent/50 bg-accent/15 px-2 text-xs font-semibold text-accent"
              title={`Read back and every hash matched: ${backupTime(backup.checkedAt)}`}
            >
              Checked ✓
            </span>
          ) : (
            <span className="inline-flex h-6 items-center rounded-full border border-border px-2 text-xs text-muted">
              Not checked
            </span>
          )}
        </p>
        <p className="text-sm tabular-nums text-muted">{backupContents(backup)}</p>
        {backup.missingFiles > 0 && <p className="text-sm text-danger">{missingFilesLine(backup.missingFiles)}</p>}
        <p className="break-all font-mono text-xs text-muted">{backup.name}</p>
      </div>
      {/* A plain link: the browser downloads it with the session's cookie; the service worker leaves /api/ alone. */}
      <a
        href={apiUrl('downloadBackup', { params: { name: backup.name } })}
        download={backup.name}
        aria-label={`Download the backup of ${when}`}
        className={buttonClass('secondary', 'sm', 'shrink-0 justify-center')}
      >
        <Download size={16} aria-hidden />
        Download
      </a>
    </li>
  )
}

function HowToRestore() {
  return (
    <section className={CARD} aria-labelledby="restore-heading">
      <h2 id="restore-heading" className="flex items-center gap-2 text-lg font-semibold">
        <ArchiveRestore size={18} aria-hidden />
        Restoring a backup
      </h2>
      <p className="mt-2 text-sm">Restore is a command, run on the server while the server is stopped:</p>
      <pre className="mt-2 overflow-x-auto rounded-lg bg-surface-2 px-3 py-2 font-mono text-sm">
        <code>npm run restore -- &lt;file&gt;</code>
      </pre>
      <p className="mt-2 text-sm">
        Stop the server, run the command with the backup&apos;s file, then start the server again. A site that already
        holds stories needs <code className={CODE}>--force</code>, which backs them up first. Readers&apos; devices
        notice the restore and resync by themselves.
      </p>
      <h3 className="mt-4 font-semibold">Keep backups private</h3>
      <p className="mt-1 text-sm">
        A backup holds everything needed to run the site again, including the admin password&apos;s hash and the push
        notification (VAPID) keys. Keep downloaded backups where only you can read them.
      </p>
    </section>
  )
}
