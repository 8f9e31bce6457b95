// A reader profile (issue 60): what travels between the devices a reader linked, as plain
// constants and types, so the app and the worker can use them without loading TypeBox (the
// schemas are in profile.ts). How two changes of one element are decided: profile-merge.ts.
import type { PlaceValue, ProfileRecord } from './profile-merge.ts'

export const PROFILE_KINDS = [
  'favourite',
  'follow',
  'bookmark',
  'readingPlace',
  'listeningPlace',
  'setting',
  'annotation',
] as const
export type ProfileKind = (typeof PROFILE_KINDS)[number]

/**
 * The settings a profile carries, as `<group>.<field>`: every reading setting and every audio
 * setting but the voice (a device's own voices are named by that device).
 */
export const SETTING_KEYS = [
  'reading.fontSize',
  'reading.lineSpacing',
  'reading.theme',
  'reading.mentionLinks',
  'audio.masterVolume',
  'audio.backgroundMusicVolume',
  'audio.storyAudioVolume',
  'audio.musicVolume',
  'audio.autoPlay',
  'audio.backgroundMusicEnabled',
  'audio.audioQuality',
  'audio.preloadAudio',
  'audio.skipSilence',
  'audio.playbackSpeed',
  'audio.equalizer',
  'audio.bass',
  'audio.treble',
] as const
export type SettingKey = (typeof SETTING_KEYS)[number]
export type SettingValue = number | boolean | string

/** What each kind's element holds (its key is the story, the series, the setting or the annotation). */
export interface ProfileValues {
  favourite: { createdAt: string }
  follow: { followedAt: string }
  bookmark: { position: number; chapterIndex: number; timestamp: number }
  /** `position` is the percent read; `scrollTop` only means something on the device that wrote it. */
  readingPlace: PlaceValue & { chapterIndex: number; scrollTop: number }
  /** `position` is the second reached. */
  listeningPlace: PlaceValue & { duration: number; speed?: number }
  setting: SettingValue
  annotation: {
    storyId: string
    colour: HighlightColour
    note: string
    selector: { exact: string; prefix: string; suffix: string; block: number; offset: number }
    createdAt: string
    updatedAt: string
  }
}

export type ProfileChange = { [K in ProfileKind]: ProfileRecord<ProfileValues[K]> & { kind: K } }[ProfileKind]

/** The colours of a highlight. */
export const HIGHLIGHT_COLOURS = ['yellow', 'green', 'blue', 'pink'] as const
export type HighlightColour = (typeof HIGHLIGHT_COLOURS)[number]

export { LINK_PATH, PAIRING_FRAGMENT_KEY } from './limits.ts'
/** How long a pairing secret can be redeemed, once. */
export const PAIRING_TTL_MS = 10 * 60_000
/** Changes per POST /api/profile/changes, and per page of its GET. */
export const PROFILE_CHANGES_MAX = 500
/** Elements one profile may hold, tombstones included. */
export const PROFILE_ITEMS_MAX = 20_000
