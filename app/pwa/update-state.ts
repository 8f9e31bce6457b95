// The update flow's state (hub.md §4 "Update flow"): idle → available → updating → updated.
// The pure rule of what each worker event does to it, and the store that holds it.
import { atom } from 'nanostores'

export type UpdateState = 'idle' | 'available' | 'updating' | 'updated'

/** What the registration reports; `dismissed` is the session flag `update-dismissed`. */
export type UpdateEvent =
  | { kind: 'waiting'; dismissed: boolean }
  | { kind: 'installed'; isUpdate: boolean; dismissed: boolean }
  | { kind: 'apply' }
  | { kind: 'dismiss' }
  | { kind: 'controlling'; isUpdate: boolean }
  | { kind: 'update-ready' }

export const UPDATE_DISMISSED_KEY = 'update-dismissed'
export const UPDATE_RELOAD_DELAY_MS = 1500

export function nextUpdateState(state: UpdateState, event: UpdateEvent): UpdateState {
  switch (event.kind) {
    case 'waiting':
      return state === 'idle' && !event.dismissed ? 'available' : state
    case 'installed':
      return state === 'idle' && event.isUpdate && !event.dismissed ? 'available' : state
    case 'apply':
      return state === 'available' ? 'updating' : state
    case 'dismiss':
      return state === 'available' ? 'idle' : state
    case 'controlling':
      // A new worker took over a page that already had one (ours via Update Now, or another
      // tab's): the old page's lazy chunks are gone from the precache, so it must reload.
      return state === 'updating' || event.isUpdate ? 'updated' : state
    case 'update-ready':
      return state === 'updating' ? 'updated' : state
  }
}

export const $updateState = atom<UpdateState>('idle')

/** Applies an event; returns the state before it, so callers can act on a transition once. */
export function dispatchUpdate(event: UpdateEvent): UpdateState {
  const before = $updateState.get()
  $updateState.set(nextUpdateState(before, event))
  return before
}
