// What Data Settings shows and exports (hub.md §2, §3, §9): the local storage entries with a
// 50-character preview and their size in KB (2 decimals), and the export file: the spec's JSON
// (exportDate, personalData, localStorage, audioPreviews, readingProgress) plus what this app keeps
// in IndexedDB that is the person's own (favourites, bookmarks, reading and audio progress,
// drafts, downloads, writes waiting to be sent), named {data-export name}-{date}.json.

export const EXPORT_NAME = 'infinaeon-hub-data'
export const PREVIEW_CHARS = 50

export interface StorageEntry {
  key: string
  value: string
}

export const exportFileName = (now: Date) => `${EXPORT_NAME}-${now.toISOString().slice(0, 10)}.json`

/** The first 50 characters of a value (whole code points), with an ellipsis when cut. */
export function valuePreview(value: string): string {
  const chars = [...value]
  return chars.length <= PREVIEW_CHARS ? value : `${chars.slice(0, PREVIEW_CHARS).join('')}…`
}

/** localStorage holds UTF-16: two bytes per code unit, keys included. */
export function storageKb(entries: readonly StorageEntry[]): string {
  const bytes = entries.reduce((sum, e) => sum + (e.key.length + e.value.length) * 2, 0)
  return (bytes / 1024).toFixed(2)
}

export interface DeviceData {
  favourites: unknown[]
  bookmarks: unknown[]
  readingProgress: unknown[]
  audioProgress: unknown[]
  drafts: unknown[]
  downloads: unknown[]
  waitingToSend: unknown[]
}

export interface ExportChoices {
  /** "Reading Progress Tracking": reading and audio progress and bookmarks go in the file. */
  readingProgress: boolean
  /** "Theme & Faction Data": the faction and reading settings go in the file. */
  themeAndFaction: boolean
}

const parsed = (value: string | undefined): unknown => {
  if (value === undefined) return null
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

export function buildExport(entries: readonly StorageEntry[], device: DeviceData, choices: ExportChoices, now: Date) {
  const local = Object.fromEntries(entries.map((e) => [e.key, e.value]))
  const keysWith = (...words: string[]) => entries.filter((e) => words.some((w) => e.key.toLowerCase().includes(w))).map((e) => e.key)
  return {
    exportDate: now.toISOString(),
    personalData: {
      favourites: device.favourites,
      readingSettings: choices.themeAndFaction ? parsed(local.reading_settings) : null,
      faction: choices.themeAndFaction ? (local.selectedFaction ?? local.icu_faction_selection ?? null) : null,
      adminAuth: local.icu_admin_auth === 'true',
    },
    localStorage: local,
    audioPreviews: { generatedCount: keysWith('audio', 'generated').length },
    readingProgress: { trackedStories: choices.readingProgress ? keysWith('progress', 'bookmark') : [] },
    device: {
      favourites: device.favourites,
      bookmarks: choices.readingProgress ? device.bookmarks : [],
      readingProgress: choices.readingProgress ? device.readingProgress : [],
      audioProgress: choices.readingProgress ? device.audioProgress : [],
      drafts: device.drafts,
      downloads: device.downloads,
      waitingToSend: device.waitingToSend,
    },
  }
}
