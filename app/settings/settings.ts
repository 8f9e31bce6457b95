// The device settings: reading, audio, faction, admin flag,
// the anonymous user id and the last-used comment name.
import { useFirstScreen } from '../data/queries/embedded-first-screen.ts'
import { preference, jsonPreference, textPreference } from './preferences.ts'
import { sanitizeReadingSettings, DEFAULT_READING_SETTINGS, type ReadingSettings } from './reading-settings.ts'
import { READING_SETTINGS_KEY } from '../../page/reading-bounds.ts'
import { sanitizeAudioSettings, DEFAULT_AUDIO_SETTINGS, type AudioSettings } from '../player/audio-settings.ts'
import { parseFaction, type Faction } from './faction.ts'

export const readingSettings = jsonPreference<ReadingSettings>(
  READING_SETTINGS_KEY,
  DEFAULT_READING_SETTINGS,
  sanitizeReadingSettings,
)
export const audioSettings = jsonPreference<AudioSettings>(
  'audio_preferences',
  DEFAULT_AUDIO_SETTINGS,
  sanitizeAudioSettings,
)

/** Both keys of the spec hold the faction; the first is read, both are written. */
const factionKeys = ['selectedFaction', 'icu_faction_selection'] as const
const selectedFaction = preference<Faction | null>(factionKeys[0], null, parseFaction, String)
const factionMirror = preference<Faction | null>(factionKeys[1], null, parseFaction, String)
export const faction = {
  ...selectedFaction,
  write: (value: Faction | null) => {
    if (value === null) {
      selectedFaction.clear()
      factionMirror.clear()
      return
    }
    selectedFaction.write(value)
    factionMirror.write(value)
  },
}

/** 'true' means admin. It only decides what UI shows; the server enforces. */
export const adminFlag = preference<boolean>(
  'icu_admin_auth',
  false,
  (raw) => raw === 'true',
  (v) => String(v),
)

/** Whether to show the admin's controls: the server draws them on the admin's pages (its session
 * cookie), so hydrating starts from what it drew and nothing moves once the flag is read. */
export const useIsAdmin = (): boolean => adminFlag.use(useFirstScreen('admin') ?? false)

export const commentName = textPreference('icu_comment_name')

const userIdPreference = textPreference('icu_user_id')
/** The anonymous id of this device, user_{timestamp}_{random}, made on first use. */
export function anonymousUserId(): string {
  const stored = userIdPreference.read()
  if (/^user_\d+_[a-z0-9]+$/.test(stored)) return stored
  const id = `user_${Date.now()}_${Math.random().toString(36).slice(2, 11)}`
  userIdPreference.write(id)
  return id
}
