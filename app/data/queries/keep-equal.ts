// Structural sharing for lists read again: every part of the new answer that equals the one shown
// is kept as the very object shown, so memoized rows (a story card) skip rendering what did not
// change. A list read again when a sync ends, or the device's rows taking over from the server's
// drawn ones, renders only the cards whose story changed.

type Plain = Record<string, unknown>

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype

/**
 * `next`, with each part that equals its counterpart in `previous` (array items by place, object
 * fields by name) replaced by that counterpart; `previous` itself when all of it is equal.
 */
export function keepEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next
  if (Array.isArray(previous) && Array.isArray(next)) {
    const kept = next.map((item, i) => keepEqual(previous[i], item))
    return (kept.length === previous.length && kept.every((item, i) => item === previous[i]) ? previous : kept) as T
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next)
    const kept: Plain = {}
    let same = keys.length === Object.keys(previous).length
    for (const key of keys) {
      kept[key] = keepEqual(previous[key], next[key])
      same &&= Object.hasOwn(previous, key) && kept[key] === previous[key]
    }
    return (same ? previous : kept) as T
  }
  return next
}
