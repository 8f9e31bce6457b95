// How the backup the admin started ends, read from the lists the server answers: never claimed
// before the list shows it.
import type { BackupList } from '../../../contract/backups.ts'

/** How the backup the admin started ended: listed (its name), failed (lastFailure says why), or not found. */
export type BackupOutcome = { kind: 'taken'; name: string } | { kind: 'failed' } | { kind: 'missing' }

/** What the list looked like when Back up now was pressed, to tell the new backup from the old. */
export interface Watch {
  before: Set<string>
  failureAt: string | null
  /** A list without the job and without the new backup is asked once more: the server may have
   * read its folder just before the backup got its name. */
  askedAgain: boolean
}

/** The outcome the list shows for a watch, or undefined while the backup is still being taken. */
export function outcomeOf(list: BackupList, watch: Watch): BackupOutcome | 'ask-again' | undefined {
  if (list.job) return undefined
  const made = list.backups.find((backup) => !watch.before.has(backup.name))
  if (made?.checkedAt) return { kind: 'taken', name: made.name }
  if (list.lastFailure && list.lastFailure.at !== watch.failureAt) return { kind: 'failed' }
  return watch.askedAgain ? { kind: 'missing' } : 'ask-again'
}
