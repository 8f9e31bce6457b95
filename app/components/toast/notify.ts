// The one way the app tells a person something: notify() puts a toast up (one at a time: the
// latest message replaces the one showing).
import { atom } from 'nanostores'

export interface ToastMessage {
  id: number
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  /** How long it shows, when not the usual 5000 ms (a shared track's toast: 3000 ms, hub.md §9). */
  durationMs?: number
}

export const $toast = atom<ToastMessage | undefined>(undefined)
let counter = 0

export function notify(toast: Omit<ToastMessage, 'id'>): void {
  $toast.set({ ...toast, id: ++counter })
}
