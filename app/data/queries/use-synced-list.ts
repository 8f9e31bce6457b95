// A synced list as a page shows it: the device's rows once it has some (or has synced, when none
// is the answer); until then what the server drew on the first screen, if it drew this list; else
// undefined, "not known yet" (placeholders, not "nothing here").
import { useSettledQuery } from './use-settled-query.ts'
import { hasSynced } from './local-db.ts'
import { useFirstScreen, type FirstScreenKey } from './embedded-first-screen.ts'
import type { DependencyList } from 'react'
import type { LocalRead } from './use-local-query.ts'

export function useSyncedList<T>(
  read: LocalRead<T[]>,
  deps: DependencyList,
  firstScreen: FirstScreenKey,
): T[] | undefined {
  const served = useFirstScreen(firstScreen) as T[] | undefined
  // One read for both: whether the device has synced is read first, so rows read after it hold
  // everything the pull wrote. Read apart, "synced" could arrive before the rows it covers, and a
  // drawn list would say "none yet" for a moment. The drawn rows are the list's first value: the
  // device's take over keeping each unchanged row as drawn (keepEqual), so the cards of a first
  // visit render again only for what the sync changed, and an equal answer renders nothing.
  return useSettledQuery(
    async (db) => {
      const synced = await hasSynced(db)
      const rows = await read(db)
      return rows.length > 0 || synced ? rows : served
    },
    deps,
    served,
  )
}
