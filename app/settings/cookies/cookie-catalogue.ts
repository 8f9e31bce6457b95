// What the Cookie Preferences page says about each category and cookie: honest about what THIS
// app keeps, where, and what switching a category off changes. Durations live with the rules
// (settings/cookie-preferences.ts); the types make sure every category and cookie is described.
import type { CookieCategoryId, CookieName } from '../cookie-preferences.ts'

export interface CategoryCopy {
  name: string
  description: string
  /** The "What this changes here" line of the card. */
  changesHere: string
}

export const CATEGORY_COPY: Record<CookieCategoryId, CategoryCopy> = {
  essential: {
    name: 'Essential',
    description: 'Needed for the app to work and to remember your cookie choice. They cannot be switched off.',
    changesHere:
      'Nothing to change: without these the admin could not sign in and your choice on this page could not be kept.',
  },
  functional: {
    name: 'Functional',
    description: 'Remember your settings on this device so the app looks and sounds the way you left it.',
    changesHere:
      'When off, your reader settings, audio preferences and chosen faction are kept for this visit only, not across visits: you will be asked for your faction again next time. Favourites stay until you clear them in Data Settings.',
  },
  performance: {
    name: 'Performance',
    description: 'Would measure how quickly pages load and how stories are read, to make the app faster.',
    changesHere:
      'Nothing today: this app sets none of these and sends nothing to third parties. The switch records your choice in case they are ever added.',
  },
  targeting: {
    name: 'Targeting',
    description: 'Would suggest stories and music based on what you read and listen to.',
    changesHere:
      'Nothing today: this app sets none of these and sends nothing to third parties. The switch records your choice in case they are ever added.',
  },
}

const NOT_SET = 'Not set by this app today.'

export const COOKIE_PURPOSES: Record<CookieName, string> = {
  session_token:
    "The admin's sign-in session: an httpOnly cookie the server sets only when the admin signs in, ended by logging out.",
  csrf_token:
    'Protection against requests forged by other sites. Today the session cookie is SameSite=Strict, which gives this protection without a separate token.',
  cookie_consent:
    'Your choices on this page and the date you made them, kept in this browser so you are not asked again.',
  icu_faction_selection: 'The faction you chose, which sets the colours of the app, kept on this device.',
  reading_settings: 'Font size, line spacing and theme of the reader, kept on this device.',
  audio_preferences: 'Your volumes, auto-play, background music and other audio settings, kept on this device.',
  icu_favourites: 'The stories you marked as favourites, kept in this browser’s database on this device.',
  page_load_metrics: `Would record how long pages take to load. ${NOT_SET}`,
  reading_analytics: `Would record which stories are read and how far. ${NOT_SET}`,
  content_recommendations: `Would suggest stories based on what you read. ${NOT_SET}`,
  user_segments: `Would group readers by interest to tailor suggestions. ${NOT_SET}`,
}
