// A live Dexie value that starts from what the server rendered on the first screen
// (embedded-first-screen.ts): the device's own row once it has one, the server's until then.
import type { DependencyList } from 'react'
import { useLocalQuery, type LocalRead } from './use-local-query.ts'
import { useFirstScreen, type FirstScreenKey, type FirstScreenValues } from './embedded-first-screen.ts'

export function useLocalOrServed<K extends FirstScreenKey>(
  key: K,
  read: LocalRead<FirstScreenValues[K]>,
  deps: DependencyList,
): FirstScreenValues[K] | undefined {
  const local = useLocalQuery(read, deps)
  const served = useFirstScreen(key)
  // Not on the device (yet): a first visit shows the server's row while the sync brings it.
  return local === undefined || local === null ? (served ?? local) : local
}
