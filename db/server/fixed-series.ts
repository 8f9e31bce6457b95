// The season choice of the upload form (stories.md §5), resolved against the fixed series of
// migration 002. Choices 1–4: that season of the main series; 5: season 1 of the second series.
export const MAIN_SERIES_ID = '7a1c6f1e-5b0e-4c55-9a53-1f0e6d2b8a01'
export const SECOND_SERIES_ID = '7a1c6f1e-5b0e-4c55-9a53-1f0e6d2b8a05'
export const SEASON_CHOICES = [1, 2, 3, 4, 5] as const

export function seriesForSeasonChoice(choice: number): { seriesId: string; seasonNumber: number } {
  if (choice === 5) return { seriesId: SECOND_SERIES_ID, seasonNumber: 1 }
  return { seriesId: MAIN_SERIES_ID, seasonNumber: choice }
}
