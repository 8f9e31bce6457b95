// A synced list as a page shows it: the device's rows once it has some (or has synced, when none
// is the answer); until then what the server drew on the first screen, if it drew this list; else
// undefined, "not known yet" (placeholders, not "nothing here").
import { useSettledQuery } from './use-settled-query.ts'
import { useDeviceHasSynced } from './stories.ts'
import { useFirstScreen, type FirstScreenKey } from './first-screen.ts'
import type { DependencyList } from 'react'
import type { LocalRead } from './use-local-query.ts'

export function useSyncedList<T>(read: LocalRead<T[]>, deps: DependencyList, firstScreen: FirstScreenKey): T[] | undefined {
  const served = useFirstScreen(firstScreen) as T[] | undefined
  const rows = useSettledQuery(read, deps, firstScreen)
  const hasSynced = useDeviceHasSynced()
  return rows && (rows.length > 0 || hasSynced) ? rows : served
}
