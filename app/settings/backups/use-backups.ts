// The admin's backups as the screen shows them: the server's list, asked when the screen opens,
// when the admin signs in again and when the device comes back online, and every 500 ms while a
// backup is being taken; Back up now; and how the last one pressed ended, said only once the list
// shows it. The server decides who may see the list: its 401 drops the device's admin flag, as
// the admin's session does (publishing/admin-session.ts).
import { useCallback, useEffect, useRef, useState } from 'react'
import { api } from '../../../client/api-client.ts'
import type { BackupList } from '../../../contract/backups.ts'
import { adminFlag, useIsAdmin } from '../settings.ts'
import { backupsProblem, type BackupsProblem } from './backup-words.ts'
import { outcomeOf, type BackupOutcome, type Watch } from './backup-outcome.ts'

/** While a backup is being taken, the list is asked again this long after each answer. */
export const POLL_MS = 500

export interface Backups {
  list?: BackupList
  problem?: BackupsProblem
  /** Back up now was pressed and the server has not answered yet. */
  starting: boolean
  outcome?: BackupOutcome
  start: () => void
  reload: () => void
}

export function useBackups(): Backups {
  const [list, setList] = useState<BackupList>()
  const [problem, setProblem] = useState<BackupsProblem>()
  const [starting, setStarting] = useState(false)
  const [outcome, setOutcome] = useState<BackupOutcome>()
  /** The list ended the job without showing how: it is asked once more. */
  const [recheck, setRecheck] = useState(false)
  /** Counts answers (and failures), so polling goes on after a failed ask too. */
  const [answers, setAnswers] = useState(0)
  const latest = useRef(0)
  const watch = useRef<Watch | null>(null)

  const answer = useCallback((next: BackupList) => {
    setList(next)
    setProblem(undefined)
    setAnswers((n) => n + 1)
    if (!watch.current) return
    const ended = outcomeOf(next, watch.current)
    if (ended === 'ask-again') watch.current.askedAgain = true
    else if (ended) {
      watch.current = null
      setOutcome(ended)
    }
    setRecheck(ended === 'ask-again')
  }, [])

  const fail = useCallback((error: unknown) => {
    const found = backupsProblem(error)
    setProblem(found)
    setAnswers((n) => n + 1)
    if (found.kind !== 'signed-out') return
    watch.current = null
    setRecheck(false)
    adminFlag.write(false)
  }, [])

  // An answer that arrives after a newer ask's is dropped.
  const ask = useCallback(async () => {
    const request = ++latest.current
    try {
      const next = await api.listBackups()
      if (request === latest.current) answer(next)
    } catch (error) {
      if (request === latest.current) fail(error)
    }
  }, [answer, fail])

  const start = useCallback(() => {
    if (starting || list?.job) return
    watch.current = {
      before: new Set(list?.backups.map((backup) => backup.name)),
      failureAt: list?.lastFailure?.at ?? null,
      askedAgain: false,
    }
    setOutcome(undefined)
    setStarting(true)
    const request = ++latest.current
    api.startBackup().then(
      (next) => {
        setStarting(false)
        if (request === latest.current) answer(next)
      },
      (error: unknown) => {
        setStarting(false)
        watch.current = null
        fail(error)
      },
    )
  }, [starting, list, answer, fail])

  // Asked when the screen opens, and again when the admin signs in (after a 401) or the device is back online.
  const isAdmin = useIsAdmin()
  useEffect(() => {
    if (isAdmin || latest.current === 0) void ask()
  }, [isAdmin, ask])
  useEffect(() => {
    const online = () => void ask()
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [ask])

  const polling = (list?.job != null || recheck) && problem?.kind !== 'signed-out'
  useEffect(() => {
    if (!polling) return
    const timer = setTimeout(() => void ask(), POLL_MS)
    return () => clearTimeout(timer)
  }, [polling, answers, ask])

  return { list, problem, starting, outcome, start, reload: () => void ask() }
}
