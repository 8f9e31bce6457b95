// The music queue's rules, pure so they can be tested: what plays
// after a track ends and on next/previous, under shuffle and the three repeat modes.
export type Repeat = 'none' | 'one' | 'all'

export interface QueuePlace {
  length: number
  index: number
  shuffle: boolean
  repeat: Repeat
}

/** Repeat one restarts after 100 ms; anything else moves on after 500 ms. */
export const RESTART_DELAY_MS = 100
export const NEXT_DELAY_MS = 500

/** Repeat cycles none → one → all → none. */
export function cycleRepeat(repeat: Repeat): Repeat {
  return repeat === 'none' ? 'one' : repeat === 'one' ? 'all' : 'none'
}

/** A random track other than the current one (the only one, when there is one). */
export function randomOther(length: number, index: number, random = Math.random): number {
  if (length <= 1) return index
  const pick = Math.floor(random() * (length - 1))
  return pick >= index ? pick + 1 : pick
}

/** The next button: the same track under repeat one, a random other under shuffle, wrapping only with repeat all. */
export function nextIndex(place: QueuePlace, random = Math.random): number | null {
  if (place.length === 0) return null
  if (place.repeat === 'one') return place.index
  if (place.shuffle) return randomOther(place.length, place.index, random)
  if (place.index + 1 < place.length) return place.index + 1
  return place.repeat === 'all' ? 0 : null
}

/** The previous button, by the same rules in the other direction. */
export function previousIndex(place: QueuePlace, random = Math.random): number | null {
  if (place.length === 0) return null
  if (place.repeat === 'one') return place.index
  if (place.shuffle) return randomOther(place.length, place.index, random)
  if (place.index > 0) return place.index - 1
  return place.repeat === 'all' ? place.length - 1 : null
}

/** What a track's end leads to: the index to play and after how long, or null to stop. */
export function afterEnd(place: QueuePlace, random = Math.random): { index: number; delayMs: number } | null {
  if (place.repeat === 'one') return { index: place.index, delayMs: RESTART_DELAY_MS }
  const index = nextIndex(place, random)
  return index === null ? null : { index, delayMs: NEXT_DELAY_MS }
}
