// Data Settings' rules: the export's shape and name, the 50-character preview, the size in KB.
import { describe, expect, it } from 'vitest'
import { buildExport, exportFileName, storageKb, valuePreview, type DeviceData } from './data-export.ts'

const device: DeviceData = {
  favourites: [{ storyId: 's1', createdAt: '2026-11-01T00:00:00.000Z' }],
  follows: [{ target: 'standalone', followedAt: '2026-11-02T00:00:00.000Z' }],
  annotations: [{ id: 'a1', storyId: 's1', colour: 'yellow', note: 'The gate again.' }],
  bookmarks: [{ storyId: 's1', position: 420, timestamp: 1, chapterIndex: 2 }],
  readingProgress: [{ storyId: 's1', percent: 40 }],
  audioProgress: [{ storyId: 's2', currentPosition: 61 }],
  drafts: [{ id: 'new', fields: { title: 'Half a story' } }],
  downloads: [{ url: 'https://hub/api/audio/a.mp3', title: 'Signal', bytes: 1300000 }],
  waitingToSend: [{ label: 'Comment on "Signal"' }],
}
const entries = [
  { key: 'selectedFaction', value: 'curve' },
  { key: 'reading_settings', value: '{"fontSize":20,"lineSpacing":1.6,"theme":"sepia"}' },
  { key: 'icu_admin_auth', value: 'true' },
  { key: 'audio_preferences', value: '{}' },
  { key: 'story_progress_s1', value: '40' },
]
const now = new Date('2026-11-23T10:00:00.000Z')

describe('buildExport', () => {
  it("has the spec's fields and everything of the person's on this device", () => {
    const file = buildExport(entries, device, { readingProgress: true, themeAndFaction: true }, now)
    expect(file).toMatchObject({
      exportDate: '2026-11-23T10:00:00.000Z',
      personalData: {
        favourites: device.favourites,
        readingSettings: { fontSize: 20, theme: 'sepia' },
        faction: 'curve',
        adminAuth: true,
      },
      localStorage: { selectedFaction: 'curve', icu_admin_auth: 'true' },
      audioPreviews: { generatedCount: 1 },
      readingProgress: { trackedStories: ['story_progress_s1'] },
      device: {
        follows: device.follows,
        annotations: device.annotations,
        bookmarks: device.bookmarks,
        drafts: device.drafts,
        downloads: device.downloads,
        waitingToSend: device.waitingToSend,
      },
    })
  })
  it('leaves out reading progress, or theme and faction, when the person switched them off', () => {
    const file = buildExport(entries, device, { readingProgress: false, themeAndFaction: false }, now)
    expect(file.personalData.faction).toBeNull()
    expect(file.personalData.readingSettings).toBeNull()
    expect(file.readingProgress.trackedStories).toEqual([])
    expect(file.device.bookmarks).toEqual([])
    expect(file.device.favourites).toEqual(device.favourites)
    expect(file.device.annotations).toEqual(device.annotations)
  })
  it('with Theme & Faction off, its copy of local storage holds no faction or reading settings either', () => {
    const stored = [...entries, { key: 'icu_faction_selection', value: 'curve' }]
    const file = buildExport(stored, device, { readingProgress: true, themeAndFaction: false }, now)
    expect(Object.keys(file.localStorage)).toEqual(['icu_admin_auth', 'audio_preferences', 'story_progress_s1'])
    expect(JSON.stringify(file)).not.toContain('curve')
    expect(JSON.stringify(file)).not.toContain('sepia')
  })
  it('with Reading Progress Tracking off, its copy of local storage holds no progress or bookmark entries', () => {
    const stored = [...entries, { key: 'story_bookmark_s1', value: '420' }]
    const file = buildExport(stored, device, { readingProgress: false, themeAndFaction: true }, now)
    expect(Object.keys(file.localStorage)).toEqual([
      'selectedFaction',
      'reading_settings',
      'icu_admin_auth',
      'audio_preferences',
    ])
    expect(file.personalData.faction).toBe('curve')
  })
  it('keeps a stored value that is not JSON as it is', () => {
    const file = buildExport(
      [{ key: 'reading_settings', value: 'big' }],
      device,
      { readingProgress: true, themeAndFaction: true },
      now,
    )
    expect(file.personalData.readingSettings).toBe('big')
  })
})

describe('the page', () => {
  it('names the file after the date', () => {
    expect(exportFileName(now)).toBe('infinaeon-hub-data-2026-11-23.json')
  })
  it('previews 50 characters of a value', () => {
    expect(valuePreview('a'.repeat(50))).toBe('a'.repeat(50))
    expect(valuePreview('b'.repeat(51))).toBe(`${'b'.repeat(50)}…`)
  })
  it('counts local storage in KB with 2 decimals (UTF-16)', () => {
    expect(storageKb([{ key: 'ab', value: 'x'.repeat(510) }])).toBe('1.00')
    expect(storageKb([])).toBe('0.00')
  })
})
