// A second of a story's narration as a link: `/read/{id}?t={seconds}` opens the reader with the
// player at that second (the player's "Share at 12:34").

/** Longer than any narration we keep (MAX_AUDIO_MB at the lowest bitrates is under a day). */
const LONGEST_LISTEN_S = 24 * 60 * 60

/** "?t=754" → 754 s; a value that is not a whole number of seconds (or absurdly long) is none. */
export function parseListenAt(search: string): number | null {
  const value = new URLSearchParams(search).get('t')
  if (value === null || !/^\d{1,6}$/.test(value)) return null
  const seconds = Number(value)
  return seconds <= LONGEST_LISTEN_S ? seconds : null
}

export const listenLink = (origin: string, storyId: string, seconds: number) =>
  `${origin}/read/${storyId}?t=${Math.max(0, Math.floor(seconds))}`
