// A live Dexie value that starts from what the server rendered on the first screen
// (first-screen.ts): the device's own row once it has one, the server's until then.
import { useLiveQuery } from 'dexie-react-hooks'
import type { DependencyList } from 'react'
import { useFirstScreen, type FirstScreenKey, type FirstScreenValues } from './first-screen.ts'

export function useLocalOrServed<K extends FirstScreenKey>(key: K, read: () => Promise<FirstScreenValues[K]>, deps: DependencyList): FirstScreenValues[K] | undefined {
  const local = useLiveQuery(read, [...deps])
  const served = useFirstScreen(key)
  // Not on the device (yet): a first visit shows the server's row while the sync brings it.
  return local === undefined || local === null ? served ?? local : local
}
