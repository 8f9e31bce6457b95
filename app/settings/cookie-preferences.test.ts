import { describe, expect, it } from 'vitest'
import {
  ACCEPT_ALL,
  CATEGORY_IDS,
  COOKIE_CATEGORIES,
  CONSENT_DATE_KEY,
  DEFAULT_PREFERENCES,
  PREFERENCES_KEY,
  REJECT_NON_ESSENTIAL,
  activeCookieCount,
  allowsFunctionalStorage,
  cookieNames,
  enabledCategories,
  formatConsentDate,
  isCategoryEnabled,
  keysToClear,
  moveFunctionalStorage,
  parseConsentDate,
  parsePreferences,
  readConsent,
  recordConsent,
  serialisePreferences,
  withCategory,
  type CookiePreferences,
} from './cookie-preferences.ts'

/** A Storage stand-in over a Map, enough for the functions that take one. */
function makeStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries))
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      map.set(key, value)
    },
    removeItem: (key: string) => {
      map.delete(key)
    },
  }
}

const prefs = (overrides: Partial<CookiePreferences> = {}): CookiePreferences => ({
  ...DEFAULT_PREFERENCES,
  ...overrides,
})

describe('defaults', () => {
  it('lists the spec categories and their cookies', () => {
    expect(CATEGORY_IDS).toEqual(['essential', 'functional', 'performance', 'targeting'])
    expect(Object.keys(COOKIE_CATEGORIES.essential)).toEqual(['session_token', 'csrf_token', 'cookie_consent'])
    expect(Object.keys(COOKIE_CATEGORIES.functional)).toEqual([
      'icu_faction_selection',
      'reading_settings',
      'audio_preferences',
      'icu_favourites',
    ])
    expect(Object.keys(COOKIE_CATEGORIES.performance)).toEqual(['page_load_metrics', 'reading_analytics'])
    expect(Object.keys(COOKIE_CATEGORIES.targeting)).toEqual(['content_recommendations', 'user_segments'])
  })

  it('uses every duration the cookie table names and no other', () => {
    const used = new Set(CATEGORY_IDS.flatMap((id) => Object.values(COOKIE_CATEGORIES[id])))
    expect([...used].sort()).toEqual(['1 year', '180 days', '2 years', '30 days', '6 months', '90 days', 'session'])
  })
})

describe('parsePreferences', () => {
  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['broken JSON', '{"functional": fal'],
    ['JSON null', 'null'],
    ['an array', '[false, true, true]'],
    ['a number', '42'],
    ['a string', '"all"'],
    ['an empty object', '{}'],
  ])('falls back to the defaults for %s', (_what, raw) => {
    expect(parsePreferences(raw)).toEqual(DEFAULT_PREFERENCES)
  })

  it('keeps stored categories and defaults the missing ones', () => {
    expect(parsePreferences('{"performance":true}')).toEqual({ functional: true, performance: true, targeting: false })
    expect(parsePreferences('{"functional":false}')).toEqual({
      functional: false,
      performance: false,
      targeting: false,
    })
  })

  it('ignores values that are not booleans', () => {
    expect(parsePreferences('{"functional":"false","performance":1,"targeting":null}')).toEqual(DEFAULT_PREFERENCES)
  })

  it('ignores a stored essential choice and unknown keys', () => {
    expect(parsePreferences('{"essential":false,"marketing":true,"targeting":true}')).toEqual(
      prefs({ targeting: true }),
    )
  })

  it('round-trips through serialisePreferences, storing only the non-essential categories', () => {
    const choice = { functional: false, performance: true, targeting: false }
    expect(JSON.parse(serialisePreferences(choice))).toEqual(choice)
    expect(parsePreferences(serialisePreferences(choice))).toEqual(choice)
  })
})

describe('essential cookies', () => {
  it('are enabled whatever the choice', () => {
    expect(isCategoryEnabled(REJECT_NON_ESSENTIAL, 'essential')).toBe(true)
    expect(enabledCategories(REJECT_NON_ESSENTIAL)).toEqual(['essential'])
  })

  it('cannot be switched off', () => {
    const choice = prefs()
    expect(withCategory(choice, 'essential', false)).toBe(choice)
  })

  it('switching another category changes only that one', () => {
    expect(withCategory(prefs(), 'targeting', true)).toEqual({ functional: true, performance: false, targeting: true })
    expect(withCategory(prefs(), 'functional', false)).toEqual({
      functional: false,
      performance: false,
      targeting: false,
    })
  })
})

describe('counts', () => {
  it.each([
    ['the defaults', DEFAULT_PREFERENCES, ['essential', 'functional'], 7],
    ['accept all', ACCEPT_ALL, ['essential', 'functional', 'performance', 'targeting'], 11],
    ['reject non-essential', REJECT_NON_ESSENTIAL, ['essential'], 3],
    ['performance only', { functional: false, performance: true, targeting: false }, ['essential', 'performance'], 5],
  ])('%s', (_what, choice, categories, count) => {
    expect(enabledCategories(choice)).toEqual(categories)
    expect(activeCookieCount(choice)).toBe(count)
  })
})

describe('recording a choice', () => {
  const now = new Date('2025-03-12T14:05:00.000Z')

  it.each([
    ['Accept All', ACCEPT_ALL, '{"functional":true,"performance":true,"targeting":true}'],
    ['Reject Non-Essential', REJECT_NON_ESSENTIAL, '{"functional":false,"performance":false,"targeting":false}'],
    ['Save Preferences', prefs({ targeting: true }), '{"functional":true,"performance":false,"targeting":true}'],
  ])('%s stores the map and the consent date', (_what, choice, stored) => {
    const storage = makeStorage()
    const consent = recordConsent(storage, choice, now)
    expect(storage.map.get(PREFERENCES_KEY)).toBe(stored)
    expect(storage.map.get(CONSENT_DATE_KEY)).toBe('2025-03-12T14:05:00.000Z')
    expect(consent).toEqual({ preferences: choice, consentDate: '2025-03-12T14:05:00.000Z' })
    expect(readConsent(storage)).toEqual(consent)
  })

  it('reads as defaults and no date before any choice', () => {
    // The spec's defaults: functional on, performance and targeting off.
    const unset = { preferences: { functional: true, performance: false, targeting: false }, consentDate: null }
    expect(readConsent(makeStorage())).toEqual(unset)
    expect(readConsent(undefined)).toEqual(unset)
  })

  it.each([
    ['nothing', null, null],
    ['blank', '  ', null],
    ['not a date', 'yesterday-ish', null],
    ['an ISO date', '2025-03-12T14:05:00.000Z', '2025-03-12T14:05:00.000Z'],
  ])('reads a stored date of %s', (_what, raw, expected) => {
    expect(parseConsentDate(raw)).toBe(expected)
  })

  it('formats the date for a person, or says Not set', () => {
    expect(formatConsentDate('2025-03-12T14:05:00.000Z', 'en-GB', 'UTC')).toBe('12 March 2025 at 14:05')
    expect(formatConsentDate(null)).toBe('Not set')
    expect(formatConsentDate('garbage')).toBe('Not set')
  })
})

describe('Clear All Cookies', () => {
  it('keeps only the cookie preferences and the consent date', () => {
    const keys = [
      PREFERENCES_KEY,
      'selectedFaction',
      CONSENT_DATE_KEY,
      'icu_admin_auth',
      'reading_settings',
      'pwa-install-dismissed',
    ]
    expect(keysToClear(keys)).toEqual([
      'selectedFaction',
      'icu_admin_auth',
      'reading_settings',
      'pwa-install-dismissed',
    ])
  })

  it.each([
    ['no cookies', '', []],
    ['one cookie', 'a=1', ['a']],
    ['several, with spaces and = in values', 'a=1; b=x=y;  c=', ['a', 'b', 'c']],
  ])('finds the cookie names in %s', (_what, header, names) => {
    expect(cookieNames(header)).toEqual(names)
  })
})

describe('functional storage', () => {
  it('is allowed by default and follows the functional choice', () => {
    expect(allowsFunctionalStorage(DEFAULT_PREFERENCES)).toBe(true)
    expect(allowsFunctionalStorage(REJECT_NON_ESSENTIAL)).toBe(false)
  })

  it('moves the settings keys to session storage when switched off, leaving other keys', () => {
    const local = makeStorage({ reading_settings: '{"fontSize":20}', selectedFaction: 'curve', icu_admin_auth: 'true' })
    const session = makeStorage()
    moveFunctionalStorage(false, local, session)
    expect(Object.fromEntries(local.map)).toEqual({ icu_admin_auth: 'true' })
    expect(Object.fromEntries(session.map)).toEqual({ reading_settings: '{"fontSize":20}', selectedFaction: 'curve' })
  })

  it('moves them back when switched on, a value already in local storage winning', () => {
    const local = makeStorage({ selectedFaction: 'knights' })
    const session = makeStorage({ selectedFaction: 'curve', audio_preferences: '{"masterVolume":50}' })
    moveFunctionalStorage(true, local, session)
    expect(Object.fromEntries(local.map)).toEqual({
      selectedFaction: 'knights',
      audio_preferences: '{"masterVolume":50}',
    })
    expect(session.map.size).toBe(0)
  })
})
