// The one way the app tells a person something: notify() puts a toast up (one at a time: the
// latest message replaces the one showing). The toaster loads after the first screen
// (toast-host.tsx): messages sent before it is there wait, and show one after another once it is.
import { atom } from 'nanostores'

export interface ToastMessage {
  id: number
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  /** How long it shows, when not the usual 5000 ms (a shared track's toast: 3000 ms). */
  durationMs?: number
}

/** The message showing (or, before the toaster is there, the first one waiting). */
export const $toast = atom<ToastMessage | undefined>(undefined)
let counter = 0
let hasToaster = false
/** Messages sent before the toaster was there, oldest first; the first is in $toast. */
const waiting: ToastMessage[] = []

export function notify(toast: Omit<ToastMessage, 'id'>): void {
  const message = { ...toast, id: ++counter }
  if (hasToaster) {
    waiting.length = 0
    $toast.set(message)
    return
  }
  waiting.push(message)
  if (waiting.length === 1) $toast.set(message)
}

/** The toaster is showing messages: from now on the latest one replaces the one showing. */
export function toasterMounted(): void {
  hasToaster = true
}

/** A toast closed: the next message that waited for the toaster, if any, shows now. */
export function showNextWaiting(): void {
  waiting.shift()
  if (waiting.length > 0) $toast.set(waiting[0])
}
