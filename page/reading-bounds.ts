// The reader's settings as stored on the device: their bounds and themes, for
// the app (app/settings/reading-settings.ts) and the drawn pages' theme script (api/first-screen/), which
// applies them before the first paint.
export type ReaderTheme = 'dark' | 'light' | 'sepia'

export const READER_THEMES: readonly ReaderTheme[] = ['dark', 'light', 'sepia']
export const FONT_SIZE = { min: 12, max: 24, step: 2 } as const
export const LINE_SPACING = { min: 1.4, max: 2, step: 0.2 } as const
export const READING_SETTINGS_KEY = 'reading_settings'
