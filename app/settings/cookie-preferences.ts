// Cookie consent: the four categories and their cookies, the stored choice
// (icu_cookie_preferences + icu_cookie_consent_date) read with defaults, and one store that the
// page and the storing modules share. Functional off means the settings keys live in session
// storage only (this visit), which is what allowsFunctionalStorage() tells the storing code.
import { atom } from 'nanostores'
import { useStore } from '@nanostores/react'

export type CookieDuration = 'session' | '30 days' | '90 days' | '180 days' | '6 months' | '1 year' | '2 years'

/** Every cookie is first-party; nothing is set for or sent to anyone else. */
export const COOKIE_PROVIDER = 'Infinaeon Hub'

export const COOKIE_CATEGORIES = {
  essential: { session_token: '30 days', csrf_token: 'session', cookie_consent: '1 year' },
  functional: {
    icu_faction_selection: '1 year',
    reading_settings: '1 year',
    audio_preferences: '6 months',
    icu_favourites: '2 years',
  },
  performance: { page_load_metrics: '30 days', reading_analytics: '90 days' },
  targeting: { content_recommendations: '180 days', user_segments: '90 days' },
} as const satisfies Record<string, Record<string, CookieDuration>>

export type CookieCategoryId = keyof typeof COOKIE_CATEGORIES
export type OptionalCategoryId = Exclude<CookieCategoryId, 'essential'>
export type CookieName = { [C in CookieCategoryId]: keyof (typeof COOKIE_CATEGORIES)[C] }[CookieCategoryId]
/** The choice for each non-essential category; essential is always on and never stored. */
export type CookiePreferences = Record<OptionalCategoryId, boolean>

export const CATEGORY_IDS = Object.keys(COOKIE_CATEGORIES) as CookieCategoryId[]
export const OPTIONAL_CATEGORY_IDS: readonly OptionalCategoryId[] = ['functional', 'performance', 'targeting']

export const PREFERENCES_KEY = 'icu_cookie_preferences'
export const CONSENT_DATE_KEY = 'icu_cookie_consent_date'
/** Clear All Cookies keeps only these localStorage keys. */
export const KEPT_ON_CLEAR: readonly string[] = [PREFERENCES_KEY, CONSENT_DATE_KEY]
/** The device keys the functional category governs (settings.ts); favourites live in IndexedDB. */
export const FUNCTIONAL_STORAGE_KEYS: readonly string[] = [
  'selectedFaction',
  'icu_faction_selection',
  'reading_settings',
  'audio_preferences',
]

export const DEFAULT_PREFERENCES: CookiePreferences = { functional: true, performance: false, targeting: false }
export const ACCEPT_ALL: CookiePreferences = { functional: true, performance: true, targeting: true }
export const REJECT_NON_ESSENTIAL: CookiePreferences = { functional: false, performance: false, targeting: false }

/** The stored map, each category checked on its own: a missing or non-boolean one keeps its default. */
export function parsePreferences(raw: string | null): CookiePreferences {
  let value: unknown
  try {
    value = raw === null ? undefined : JSON.parse(raw)
  } catch {
    value = undefined
  }
  const stored =
    value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  const pick = (id: OptionalCategoryId) => (typeof stored[id] === 'boolean' ? stored[id] : DEFAULT_PREFERENCES[id])
  return { functional: pick('functional'), performance: pick('performance'), targeting: pick('targeting') }
}

export function serialisePreferences(preferences: CookiePreferences): string {
  const { functional, performance, targeting } = preferences
  return JSON.stringify({ functional, performance, targeting })
}

/** A stored consent date counts only if it is a real date; it comes back as ISO text. */
export function parseConsentDate(raw: string | null): string | null {
  if (raw === null || raw.trim() === '') return null
  const time = Date.parse(raw)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

export function isCategoryEnabled(preferences: CookiePreferences, id: CookieCategoryId): boolean {
  return id === 'essential' || preferences[id]
}

/** A toggle's result; essential cannot be switched off, so asking leaves the choice as it is. */
export function withCategory(
  preferences: CookiePreferences,
  id: CookieCategoryId,
  enabled: boolean,
): CookiePreferences {
  return id === 'essential' ? preferences : { ...preferences, [id]: enabled }
}

export function enabledCategories(preferences: CookiePreferences): CookieCategoryId[] {
  return CATEGORY_IDS.filter((id) => isCategoryEnabled(preferences, id))
}

export function activeCookieCount(preferences: CookiePreferences): number {
  return enabledCategories(preferences).reduce((sum, id) => sum + Object.keys(COOKIE_CATEGORIES[id]).length, 0)
}

export function samePreferences(a: CookiePreferences, b: CookiePreferences): boolean {
  return OPTIONAL_CATEGORY_IDS.every((id) => a[id] === b[id])
}

/** "12 March 2025 at 14:05" (in the person's locale), or 'Not set' before any choice was saved. */
export function formatConsentDate(iso: string | null, locale?: string, timeZone?: string): string {
  const date = iso === null ? undefined : new Date(iso)
  if (!date || Number.isNaN(date.getTime())) return 'Not set'
  return date.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short', timeZone })
}

/** The localStorage keys Clear All Cookies removes: all but the consent record. */
export function keysToClear(keys: Iterable<string>): string[] {
  return [...keys].filter((key) => !KEPT_ON_CLEAR.includes(key))
}

/** The names in a `document.cookie` string (httpOnly cookies are never in it). */
export function cookieNames(documentCookie: string): string[] {
  return documentCookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => name !== '')
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * Puts the functional keys where the choice says: localStorage when allowed, else sessionStorage
 * (gone when this visit ends). A value already in localStorage wins over the session copy.
 */
export function moveFunctionalStorage(allowed: boolean, local: KeyValueStore, session: KeyValueStore): void {
  for (const key of FUNCTIONAL_STORAGE_KEYS) {
    const kept = local.getItem(key)
    const visit = session.getItem(key)
    const value = kept ?? visit
    if (value === null) continue
    if (allowed) {
      local.setItem(key, value)
      session.removeItem(key)
    } else {
      session.setItem(key, value)
      local.removeItem(key)
    }
  }
}

export interface CookieConsent {
  preferences: CookiePreferences
  /** ISO date of the last Save, Accept All or Reject Non-Essential; null before the first. */
  consentDate: string | null
}

export function readConsent(storage: Pick<Storage, 'getItem'> | undefined): CookieConsent {
  return {
    preferences: parsePreferences(storage?.getItem(PREFERENCES_KEY) ?? null),
    consentDate: parseConsentDate(storage?.getItem(CONSENT_DATE_KEY) ?? null),
  }
}

/** Stores a choice with its date (Save, Accept All and Reject Non-Essential all do this). */
export function recordConsent(
  storage: KeyValueStore | undefined,
  preferences: CookiePreferences,
  now: Date,
): CookieConsent {
  const consent = { preferences: { ...preferences }, consentDate: now.toISOString() }
  storage?.setItem(PREFERENCES_KEY, serialisePreferences(consent.preferences))
  storage?.setItem(CONSENT_DATE_KEY, consent.consentDate)
  return consent
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind]
  } catch {
    return undefined
  }
}

/** The choice in force on this device, shared by the page and any code that stores things. */
export const $cookieConsent = atom<CookieConsent>(readConsent(browserStorage('localStorage')))

export function reloadCookieConsent(): void {
  $cookieConsent.set(readConsent(browserStorage('localStorage')))
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || KEPT_ON_CLEAR.includes(event.key)) reloadCookieConsent()
  })
}

export function saveCookieConsent(preferences: CookiePreferences, now: Date = new Date()): void {
  const local = browserStorage('localStorage')
  const session = browserStorage('sessionStorage')
  $cookieConsent.set(recordConsent(local, preferences, now))
  if (local && session) moveFunctionalStorage(preferences.functional, local, session)
}

export const useCookieConsent = (): CookieConsent => useStore($cookieConsent)

/** May reader, audio and faction settings and favourites outlast this visit? */
export function allowsFunctionalStorage(preferences: CookiePreferences = $cookieConsent.get().preferences): boolean {
  return preferences.functional
}
