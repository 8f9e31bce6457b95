// The one toast for downloads that failed together: a whole album tried offline fails track after
// track within moments, and a person needs one sentence naming what failed, not a dozen.

export interface FailedDownload {
  /** The story's or the track's title. */
  title: string
  /** A track's album title (undefined for a story, or an album this device no longer has). */
  albumTitle?: string
  /** Why, worded from the worker's code (errorText.downloadFailure): a sentence a person can act on. */
  message: string
}

/** The reason most of them share (the first one's on a tie). */
function commonReason(failures: readonly FailedDownload[]): string {
  const counts = new Map<string, number>()
  for (const { message } of failures) counts.set(message, (counts.get(message) ?? 0) + 1)
  let best = failures[0]!.message
  for (const [message, count] of counts) if (count > counts.get(best)!) best = message
  return best
}

function nameOf({ title, albumTitle }: FailedDownload): string {
  return albumTitle === undefined ? `“${title}”` : `“${title}” (${albumTitle})`
}

/**
 * "“Dawn” (Night Drive): <reason>", "12 tracks of “Night Drive”: <reason>", or "“The Gate” and
 * 2 more: <reason>". Expects at least one failure.
 */
export function failureSummary(failures: readonly FailedDownload[]): string {
  const [first] = failures
  if (!first) throw new Error('failureSummary needs a failure')
  const reason = commonReason(failures)
  if (failures.length === 1) return `${nameOf(first)}: ${reason}`
  const album = first.albumTitle
  if (album !== undefined && failures.every((f) => f.albumTitle === album))
    return `${failures.length} tracks of “${album}”: ${reason}`
  return `${nameOf(first)} and ${failures.length - 1} more: ${reason}`
}
