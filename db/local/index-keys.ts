// Keys read back from a compound Dexie index (db.ts) come typed as any key; these check the
// shapes our indexes store, so a key of another shape is left out rather than cast into place.

const pairOf = <A, B>(key: unknown, isA: (v: unknown) => v is A, isB: (v: unknown) => v is B): [A, B][] =>
  Array.isArray(key) && key.length === 2 && isA(key[0]) && isB(key[1]) ? [[key[0], key[1]]] : []
const isString = (v: unknown): v is string => typeof v === 'string'
const isNumber = (v: unknown): v is number => typeof v === 'number'

/** [id, version] keys: stories' [id+updatedAt] and texts' [id+storyUpdatedAt]. */
export const stringPairs = (keys: readonly unknown[]): [string, string][] =>
  keys.flatMap((key) => pairOf(key, isString, isString))

/** Series shelves' [series title, season number] keys. */
export const shelfKeys = (keys: readonly unknown[]): [string, number][] =>
  keys.flatMap((key) => pairOf(key, isString, isNumber))

/** The lowest and highest keys IndexedDB orders (Dexie.minKey and Dexie.maxKey), for open ranges. */
export const LOWEST_KEY = -Infinity
export const HIGHEST_KEY: unknown[][] = [[]]
