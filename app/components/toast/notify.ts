// The one way the app tells a person something: notify() puts a toast up (one at a time).
export interface ToastMessage {
  id: number
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

type Listener = (toast: ToastMessage) => void
const listeners = new Set<Listener>()
let counter = 0

export function notify(toast: Omit<ToastMessage, 'id'>): void {
  const message = { ...toast, id: ++counter }
  for (const listener of listeners) listener(message)
}

export function onToast(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
