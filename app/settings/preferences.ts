// Small device preferences in localStorage under the spec's keys, each an atom (nanostores) that
// React reads with `use()` and that follows changes from other tabs. Values are checked on read:
// a bad stored value falls back to its default instead of breaking the app.
import { atom } from 'nanostores'
import { useStoreAfterHydration } from '../data/queries/hydration.ts'
import { FUNCTIONAL_STORAGE_KEYS, allowsFunctionalStorage } from './cookie-preferences.ts'

/** Where a key lives: with functional cookies off (Cookie Preferences) the settings that count as
 * functional last for this visit only (sessionStorage). */
function storage(key?: string): Storage | undefined {
  try {
    if (typeof localStorage === 'undefined') return undefined
    return key !== undefined && FUNCTIONAL_STORAGE_KEYS.includes(key) && !allowsFunctionalStorage()
      ? sessionStorage
      : localStorage
  } catch {
    return undefined
  }
}

/** How to read each key again from localStorage, for changes made outside these preferences. */
const reloaders = new Map<string, () => void>()

/** Reads every preference again (after another tab, or code such as "clear all data", changed storage). */
export function reloadPreferences(key?: string | null): void {
  if (key === null || key === undefined) reloaders.forEach((reload) => reload())
  else reloaders.get(key)?.()
}

if (typeof window !== 'undefined') window.addEventListener('storage', (event) => reloadPreferences(event.key))

export interface Preference<T> {
  key: string
  read: () => T
  write: (value: T) => void
  clear: () => void
  /** The value to show; while the page hydrates, what the server drew (`drawnByServer`, else the default). */
  use: (drawnByServer?: T) => T
  /** Calls `listener` with the value now and after every change; answers how to stop. */
  subscribe: (listener: (value: T) => void) => () => void
}

/** A stored value: `parse` turns the stored text into a valid value or undefined (→ fallback). */
export function preference<T>(
  key: string,
  fallback: T,
  parse: (raw: string) => T | undefined,
  format: (value: T) => string,
): Preference<T> {
  const load = (): T => {
    const raw = storage(key)?.getItem(key) ?? null
    if (raw === null) return fallback
    try {
      return parse(raw) ?? fallback
    } catch {
      return fallback
    }
  }
  const $value = atom<T>(load())
  reloaders.set(key, () => $value.set(load()))
  return {
    key,
    read: () => $value.get(),
    write: (value) => {
      storage(key)?.setItem(key, format(value))
      $value.set(value)
    },
    clear: () => {
      storage(key)?.removeItem(key)
      $value.set(fallback)
    },
    // Hydrating the server's HTML: what the server drew; the stored value right after.
    use: (drawnByServer = fallback) => useStoreAfterHydration($value, drawnByServer),
    subscribe: (listener) => $value.subscribe(listener),
  }
}

/** A JSON object preference whose fields are each checked by `sanitize`. */
export function jsonPreference<T extends object>(
  key: string,
  defaults: T,
  sanitize: (value: Partial<T>) => T,
): Preference<T> {
  return preference(
    key,
    defaults,
    (raw) => sanitize({ ...defaults, ...(JSON.parse(raw) as Partial<T>) }),
    JSON.stringify,
  )
}

export const textPreference = (key: string) =>
  preference<string>(
    key,
    '',
    (raw) => raw,
    (v) => v,
  )
