// The season choice of the upload form, for the form and the server alike:
// choices 1–4 are that season of the main series, 5 is season 1 of the second series (the fixed
// series of migration 002).
export const MAIN_SERIES_ID = '7a1c6f1e-5b0e-4c55-9a53-1f0e6d2b8a01'
export const SECOND_SERIES_ID = '7a1c6f1e-5b0e-4c55-9a53-1f0e6d2b8a05'
export const SEASON_CHOICES = [1, 2, 3, 4, 5] as const

export function seriesForSeasonChoice(choice: number): { seriesId: string; seasonNumber: number } {
  if (choice === 5) return { seriesId: SECOND_SERIES_ID, seasonNumber: 1 }
  return { seriesId: MAIN_SERIES_ID, seasonNumber: choice }
}

/** The choice that gives back a story's series and season (an edit form opens on it). */
export function seasonChoiceOf(seriesId: string | null, seasonNumber: number | null): number {
  if (seriesId === SECOND_SERIES_ID) return 5
  return seasonNumber !== null && seasonNumber >= 1 && seasonNumber <= 4 ? seasonNumber : 1
}
