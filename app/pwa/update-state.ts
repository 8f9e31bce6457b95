// The update flow's state: idle → available → updating → updated.
// The pure rule of what each worker event does to it, and the store that holds it.
import { atom } from 'nanostores'

export type UpdateState = 'idle' | 'available' | 'updating' | 'updated'

/**
 * What the registration reports; `dismissed` is the session flag `update-dismissed`. `controlled`:
 * a worker serves this page, so the waiting one is a new version. (Firefox shows a first visit's
 * very first worker as waiting for a moment before it activates: no update.)
 */
export type UpdateEvent =
  | { kind: 'waiting'; dismissed: boolean; controlled: boolean }
  | { kind: 'installed'; isUpdate: boolean; dismissed: boolean }
  | { kind: 'apply' }
  | { kind: 'dismiss' }
  | { kind: 'controlling' }
  /** A worker took over from an older one (UPDATE_READY); `isNewBuild`: not the build this page runs. */
  | { kind: 'update-ready'; isNewBuild: boolean }
  /** Update Now was pressed a while ago and the new worker has not taken over yet. */
  | { kind: 'takeover-overdue' }

export const UPDATE_DISMISSED_KEY = 'update-dismissed'
export const UPDATE_RELOAD_DELAY_MS = 1500
/**
 * How long Update Now waits for the new worker to take over. The browser switches workers only once
 * the old one has nothing in flight, and what keeps it busy can belong to this page (CI saw the
 * switch wait for minutes): the reload then lets the old worker go and the new one take over.
 */
export const TAKEOVER_WAIT_MS = 10_000

export function nextUpdateState(state: UpdateState, event: UpdateEvent): UpdateState {
  switch (event.kind) {
    case 'waiting':
      return state === 'idle' && event.controlled && !event.dismissed ? 'available' : state
    case 'installed':
      return state === 'idle' && event.isUpdate && !event.dismissed ? 'available' : state
    case 'apply':
      return state === 'available' ? 'updating' : state
    case 'dismiss':
      return state === 'available' ? 'idle' : state
    case 'controlling':
      // Our own Update Now: the old page's lazy chunks are gone from the precache, so it reloads.
      return state === 'updating' ? 'updated' : state
    case 'takeover-overdue':
      return state === 'updating' ? 'updated' : state
    case 'update-ready':
      // Another tab's update took this page over too: it reloads onto the new build. A worker of
      // this page's own build (reinstalled by the browser) needs no reload, and is no update.
      if (event.isNewBuild) return 'updated'
      return state === 'available' ? 'idle' : state
  }
}

export const $updateState = atom<UpdateState>('idle')

/** Applies an event; returns the state before it, so callers can act on a transition once. */
export function dispatchUpdate(event: UpdateEvent): UpdateState {
  const before = $updateState.get()
  $updateState.set(nextUpdateState(before, event))
  return before
}
