// notify(): one toast at a time, the latest replacing the one showing; what is sent before the
// toaster has loaded waits and shows in order.
import { describe, expect, it, vi } from 'vitest'

async function freshNotify() {
  vi.resetModules()
  return import('./notify.ts')
}

describe('notify', () => {
  it('keeps the messages sent before the toaster loaded and shows them one after another', async () => {
    const { $toast, notify, showNextWaiting, toasterMounted } = await freshNotify()
    notify({ title: 'First' })
    notify({ title: 'Second' })
    expect($toast.get()?.title).toBe('First')
    toasterMounted()
    showNextWaiting()
    expect($toast.get()?.title).toBe('Second')
    showNextWaiting()
    expect($toast.get()?.title).toBe('Second')
  })

  it('once the toaster is there, the latest message replaces the one showing and what waited', async () => {
    const { $toast, notify, showNextWaiting, toasterMounted } = await freshNotify()
    notify({ title: 'Early' })
    notify({ title: 'Also early' })
    toasterMounted()
    notify({ title: 'Now' })
    expect($toast.get()?.title).toBe('Now')
    showNextWaiting()
    expect($toast.get()?.title).toBe('Now')
  })

  it('gives every message its own id, so the same words show again', async () => {
    const { $toast, notify, toasterMounted } = await freshNotify()
    toasterMounted()
    notify({ title: 'Saved' })
    const first = $toast.get()?.id
    notify({ title: 'Saved' })
    expect($toast.get()?.id).not.toBe(first)
  })
})
