// Where the player was when the page went away while it played. Chromium drops an IndexedDB
// write begun in pagehide or visibilitychange when the page is unloading (a reload), so the place
// is also kept synchronously in sessionStorage, which a reload keeps, and written to Dexie on the
// next start before the player resumes (app/player/resume.ts). A later save replaces it.
import { saveAudioProgress } from './audio-progress.ts'
import { getPlayerItem, updatePlayerItem } from './player-state.ts'

export interface LeftPlace {
  kind: 'story' | 'track'
  id: string
  position: number
  duration: number
  speed: number
}

const KEY = 'player-left-place'

// sessionStorage may be refused (storage blocked); the place then is the last save's.
export function rememberLeftPlace(place: LeftPlace): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(place))
  } catch {
    /* the last periodic save stands */
  }
}

export function forgetLeftPlace(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    /* nothing was kept */
  }
}

function readLeftPlace(): LeftPlace | undefined {
  try {
    const place = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<LeftPlace> | null
    return place &&
      (place.kind === 'story' || place.kind === 'track') &&
      typeof place.id === 'string' &&
      Number.isFinite(place.position)
      ? {
          kind: place.kind,
          id: place.id,
          position: place.position!,
          duration: Number(place.duration) || 0,
          speed: Number(place.speed) || 1,
        }
      : undefined
  } catch {
    return undefined
  }
}

/** Writes the place kept at the last leave where the player reads it on resume, once. */
export async function restoreLeftPlace(): Promise<void> {
  const place = readLeftPlace()
  if (!place) return
  if (place.kind === 'story') {
    await saveAudioProgress(
      { storyId: place.id, currentPosition: place.position, duration: place.duration, speed: place.speed },
      false,
    )
  } else {
    const item = await getPlayerItem()
    if (item?.kind === 'track' && item.itemId === place.id) await updatePlayerItem({ position: place.position })
  }
  forgetLeftPlace()
}
