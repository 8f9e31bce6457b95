// A synced list as a page shows it: the device's rows once it has some (or has synced, when none
// is the answer); until then what the server drew on the first screen, if it drew this list; else
// undefined, "not known yet" (placeholders, not "nothing here").
import { useSettledQuery } from './use-settled-query.ts'
import { hasSynced } from './local-db.ts'
import { useFirstScreen, type FirstScreenKey } from './first-screen.ts'
import { useMemo, type DependencyList } from 'react'
import { keepEqual } from './keep-equal.ts'
import type { LocalRead } from './use-local-query.ts'

export function useSyncedList<T>(read: LocalRead<T[]>, deps: DependencyList, firstScreen: FirstScreenKey): T[] | undefined {
  const served = useFirstScreen(firstScreen) as T[] | undefined
  // One read for both: whether the device has synced is read first, so rows read after it hold
  // everything the pull wrote. Read apart, "synced" could arrive before the rows it covers, and a
  // drawn list would say "none yet" for a moment.
  const rows = useSettledQuery(async (db) => {
    const synced = await hasSynced(db)
    const rows = await read(db)
    return rows.length > 0 || synced ? rows : undefined
  }, deps, served !== undefined)
  // The device's rows take over from the drawn ones keeping each unchanged one as drawn: the cards
  // of a first visit render again only for what the sync changed.
  return useMemo(() => (rows === undefined ? served : keepEqual(served, rows)), [served, rows])
}
