// Reading and audio settings in a reader profile (issue 60). They live in localStorage (the head
// script and every screen read them there), so the page carries them both ways: a setting changed
// here is noted for the profile, field by field; after each sync the profile's settings (kept by
// the data worker in profileItems) are written into the preferences where they differ.
import { audioSettings, readingSettings } from '../settings/settings.ts'
import { SETTING_KEYS, type SettingKey, type SettingValue } from '../../contract/profile-kinds.ts'
import { loadLocal } from '../data/queries/local-db.ts'
import { writeProfiled } from './profile-writes.ts'
import type { Preference } from '../settings/preferences.ts'
import { sanitizeReadingSettings } from '../settings/reading-settings.ts'
import { sanitizeAudioSettings } from '../player/audio-settings.ts'

type Fields = Record<string, SettingValue>
/** Each group's preference, and its check (a value from another device is checked as a stored one is). */
const settingsGroup = <T extends object>(preference: Preference<T>, sanitize: (value: Partial<T>) => T) => ({
  read: (): Fields => Object.fromEntries(Object.entries(preference.read())) as Fields,
  write: (fields: Fields) => preference.write(sanitize(fields as Partial<T>)),
  subscribe: (listener: () => void) => preference.subscribe(listener),
})
const GROUPS: Record<string, ReturnType<typeof settingsGroup>> = {
  reading: settingsGroup(readingSettings, sanitizeReadingSettings),
  audio: settingsGroup(audioSettings, sanitizeAudioSettings),
}

const split = (key: SettingKey) => key.split('.') as [keyof typeof GROUPS, string]

/** Every setting the profile carries, as this device has it now. */
export function settingValues(): Record<SettingKey, SettingValue> {
  return Object.fromEntries(
    SETTING_KEYS.map((key) => {
      const [group, field] = split(key)
      return [key, GROUPS[group]!.read()[field]]
    }),
  ) as Record<SettingKey, SettingValue>
}

let known = new Map<SettingKey, SettingValue>()
let applying = false

/** Notes each field that changed since the last look (a change the bridge itself made is not noted). */
async function noteChangedSettings(): Promise<void> {
  const now = settingValues()
  const changed = SETTING_KEYS.filter((key) => known.get(key) !== now[key])
  known = new Map(Object.entries(now) as [SettingKey, SettingValue][])
  if (applying || changed.length === 0) return
  await writeProfiled([], async (_db, note) => {
    for (const key of changed) await note('setting', key, { deleted: false, value: now[key] })
  })
}

/** Writes the profile's settings into this device's preferences where they differ. */
export async function applyProfileSettings(): Promise<void> {
  const { db } = await loadLocal()
  const items = await db.profileItems.where('id').startsWith('setting:').toArray()
  const byGroup = new Map<string, Fields>()
  for (const item of items) {
    if (item.deleted || item.value === undefined || !(SETTING_KEYS as readonly string[]).includes(item.key)) continue
    const [group, field] = split(item.key as SettingKey)
    byGroup.set(group, { ...byGroup.get(group), [field]: item.value })
  }
  applying = true
  try {
    for (const [group, fields] of byGroup) {
      const current = GROUPS[group]!.read()
      if (Object.entries(fields).some(([field, value]) => current[field] !== value))
        GROUPS[group]!.write({ ...current, ...fields })
    }
  } finally {
    known = new Map(Object.entries(settingValues()) as [SettingKey, SettingValue][])
    applying = false
  }
}

/** Follows the settings for the profile from now on (the app's start). */
export function bridgeProfileSettings(): void {
  known = new Map(Object.entries(settingValues()) as [SettingKey, SettingValue][])
  const changed = () => void noteChangedSettings().catch(() => undefined)
  for (const settings of Object.values(GROUPS)) settings.subscribe(changed)
}
