// What Data Settings shows and exports: the local storage entries with a
// 50-character preview and their size in KB (2 decimals), and the export file: the spec's JSON
// (exportDate, personalData, localStorage, audioPreviews, readingProgress) plus what this app keeps
// in IndexedDB that is the person's own (favourites, follows, highlights and notes, bookmarks,
// reading and audio progress, drafts, downloads, writes waiting to be sent), named
// {data-export name}-{date}.json.

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
  /** What the device follows (issue 59). */
  follows: unknown[]
  /** The reader's highlights and notes (issue 59). */
  annotations: unknown[]
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

/** Where the faction (both of the spec's keys) and the reading settings (with the reader's theme) are stored. */
const THEME_AND_FACTION_KEYS: readonly string[] = ['selectedFaction', 'icu_faction_selection', 'reading_settings']
/** The spec's rule for which storage keys are reading progress (readingProgress.trackedStories). */
const isProgressKey = (key: string) => ['progress', 'bookmark'].some((w) => key.toLowerCase().includes(w))

/**
 * The storage entries the file may hold: a switched-off category is left out of the whole file,
 * its copy of local storage included, not only out of personalData.
 */
function exportedEntries(entries: readonly StorageEntry[], choices: ExportChoices): StorageEntry[] {
  return entries.filter(
    (e) =>
      (choices.themeAndFaction || !THEME_AND_FACTION_KEYS.includes(e.key)) &&
      (choices.readingProgress || !isProgressKey(e.key)),
  )
}

const parsed = (value: string | undefined): unknown => {
  if (value === undefined) return null
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

export function buildExport(
  allEntries: readonly StorageEntry[],
  device: DeviceData,
  choices: ExportChoices,
  now: Date,
) {
  const entries = exportedEntries(allEntries, choices)
  const local = Object.fromEntries(entries.map((e) => [e.key, e.value]))
  const keysWith = (...words: string[]) =>
    entries.filter((e) => words.some((w) => e.key.toLowerCase().includes(w))).map((e) => e.key)
  return {
    exportDate: now.toISOString(),
    personalData: {
      favourites: device.favourites,
      readingSettings: parsed(local.reading_settings),
      faction: local.selectedFaction ?? local.icu_faction_selection ?? null,
      adminAuth: local.icu_admin_auth === 'true',
    },
    localStorage: local,
    audioPreviews: { generatedCount: keysWith('audio', 'generated').length },
    readingProgress: { trackedStories: entries.filter((e) => isProgressKey(e.key)).map((e) => e.key) },
    device: {
      favourites: device.favourites,
      follows: device.follows,
      annotations: device.annotations,
      bookmarks: choices.readingProgress ? device.bookmarks : [],
      readingProgress: choices.readingProgress ? device.readingProgress : [],
      audioProgress: choices.readingProgress ? device.audioProgress : [],
      drafts: device.drafts,
      downloads: device.downloads,
      waitingToSend: device.waitingToSend,
    },
  }
}
