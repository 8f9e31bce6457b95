// A component's view of a lazy part (app/lib/lazy-part.ts): undefined until it has loaded, then
// the module. The server and the hydrating client both see undefined, so the markup matches.
import { useSyncExternalStore } from 'react'
import type { LazyPart } from '../../lib/lazy-part.ts'

const notYet = () => undefined

export function useLazyPart<T>(part: LazyPart<T>): T | undefined {
  return useSyncExternalStore(part.subscribe, part.loaded, notYet)
}
