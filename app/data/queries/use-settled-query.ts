// A live Dexie query that a sync does not re-run page after page. While the data worker pulls, a
// list that already shows something keeps it, stops reading, and reads again once when the pull
// ends: a first sync of 10,000 stories writes 20 pages, and every list on screen would otherwise
// read (and render) 20 times on the page's thread, its reads holding up the worker's writes. What
// the person changes meanwhile (a filter, a sort) still reads at once. Before its first answer, a
// list reads as it would anyway (something to show early); an answer of undefined says "nothing to
// show yet" and is not held either, unless the list shows something else meanwhile (the server's
// drawn rows, `showsOther`): then the pull's first pages are no better, and it waits for the end.
import { startTransition, useEffect, useRef, useState, type DependencyList } from 'react'
import { $syncActivity } from '../../sync/status.ts'
import { watchLocal } from './local-db.ts'
import { keepEqual } from './keep-equal.ts'
import type { LocalRead } from './use-local-query.ts'

/** Follows `read` as watchLocal does, except while a pull runs once something shows. */
export function watchSettled<T>(
  read: LocalRead<T>,
  next: (value: T) => void,
  error: (error: unknown) => void,
  showsOther = false,
): () => void {
  let answered = showsOther
  let stopWatching: (() => void) | undefined
  const pulling = () => $syncActivity.get().pulling
  const hold = () => {
    stopWatching?.()
    stopWatching = undefined
  }
  const watch = () => {
    stopWatching ??= watchLocal(
      read,
      (value) => {
        answered = value !== undefined || showsOther
        next(value)
        if (answered && pulling()) hold()
      },
      error,
    )
  }
  // Called at once with the current activity, then on every change of it.
  let wasPulling: boolean | undefined
  const stopFollowing = $syncActivity.subscribe(({ pulling: now }) => {
    if (now === wasPulling) return
    wasPulling = now
    if (now && answered) hold()
    else watch()
  })
  return () => {
    stopFollowing()
    hold()
  }
}

/**
 * `shown`: what the list shows before its first read (the server's drawn rows). It is the first
 * value, so an answer equal to it renders nothing, and a pull is waited out as for any answer.
 */
export function useSettledQuery<T>(read: LocalRead<T>, deps: DependencyList, shown?: T): T | undefined {
  const [value, setValue] = useState<T | undefined>(shown)
  const reader = useRef(read)
  reader.current = read
  // New deps (the person asked for something else) start a new watch, which reads at once even
  // during a pull. The deps are the caller's, as with useLiveQuery.
  useEffect(
    () =>
      watchSettled(
        (db) => reader.current(db),
        // A new answer re-renders as a transition: a list of cards is drawn in slices, taps first.
        // What it holds unchanged stays the object shown (an equal answer renders nothing again).
        (next) => startTransition(() => setValue((current) => keepEqual(current, next))),
        (error) => console.error(error),
        shown !== undefined,
      ),
    deps,
  )
  return value
}
