// A live query over the device's database (Dexie's liveQuery, as dexie-react-hooks' useLiveQuery):
// undefined until the first answer, then every answer as the rows change. The query is given the
// database, whose code arrives after the first screen (local-db.ts). While the deps change, the
// last answer stays until the new one comes, as with useLiveQuery.
import { useEffect, useState, type DependencyList } from 'react'
import { watchLocal, type HubDatabase } from './local-db.ts'

export type LocalRead<T> = (db: HubDatabase) => Promise<T> | T

export function useLocalQuery<T>(read: LocalRead<T>, deps: DependencyList): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined)
  useEffect(
    () =>
      watchLocal(
        read,
        (next) => setValue(() => next),
        (error) => console.error(error),
      ),
    deps,
  )
  return value
}
