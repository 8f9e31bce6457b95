// Small device preferences in localStorage under the spec's keys, readable as React state that
// follows changes from this tab and others. Values are checked on read: a bad stored value falls
// back to its default instead of breaking the app.
import { useSyncExternalStore } from 'react'

type Listener = () => void
const listeners = new Map<string, Set<Listener>>()
const cache = new Map<string, { raw: string | null; value: unknown }>()

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

function notify(key: string): void {
  cache.delete(key)
  for (const listener of listeners.get(key) ?? []) listener()
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null) [...listeners.keys()].forEach(notify)
    else notify(event.key)
  })
}

export interface Preference<T> {
  key: string
  read: () => T
  write: (value: T) => void
  clear: () => void
  use: () => T
}

/** A stored value: `parse` turns the stored text into a valid value or undefined (→ fallback). */
export function preference<T>(key: string, fallback: T, parse: (raw: string) => T | undefined, format: (value: T) => string): Preference<T> {
  const read = (): T => {
    const raw = storage()?.getItem(key) ?? null
    const hit = cache.get(key)
    if (hit && hit.raw === raw) return hit.value as T
    let value = fallback
    if (raw !== null) {
      try { value = parse(raw) ?? fallback } catch { value = fallback }
    }
    cache.set(key, { raw, value })
    return value
  }
  const subscribe = (listener: Listener) => {
    const set = listeners.get(key) ?? new Set()
    set.add(listener)
    listeners.set(key, set)
    return () => set.delete(listener)
  }
  return {
    key,
    read,
    write: (value) => { storage()?.setItem(key, format(value)); notify(key) },
    clear: () => { storage()?.removeItem(key); notify(key) },
    use: () => useSyncExternalStore(subscribe, read, () => fallback),
  }
}

/** A JSON object preference whose fields are each checked by `sanitize`. */
export function jsonPreference<T extends object>(key: string, defaults: T, sanitize: (value: Partial<T>) => T): Preference<T> {
  return preference(key, defaults, (raw) => sanitize({ ...defaults, ...(JSON.parse(raw) as Partial<T>) }), JSON.stringify)
}

export const textPreference = (key: string) => preference<string>(key, '', (raw) => raw, (v) => v)
