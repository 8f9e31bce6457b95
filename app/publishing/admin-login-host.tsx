// Opens the admin login from anywhere (openAdminLogin); the shell hosts it. Its code loads at idle
// after the first screen, like the other dialogs', or when the login button is pressed (or pointed
// at, or focused). Loaded only on the press, a phone's first tap waited 300–500 ms for it and the
// Radix dialog it then used, fetched one after the other (issue 55); it is 3 KB.
import { useStore } from '@nanostores/react'
import { lazyPart, preloadWhenIdle } from '../lib/lazy-part.ts'
import { useLazyPart } from '../ui/use-lazy-part.ts'
import { $adminLoginOpen } from './admin-login-open.ts'

const dialog = lazyPart(() => import('./admin-login-dialog.tsx'))
preloadWhenIdle(dialog)

/** Starts fetching the dialog ahead of the press that opens it. */
export const preloadAdminLogin = dialog.preload

export function openAdminLogin(): void {
  dialog.preload()
  $adminLoginOpen.set(true)
}

export function AdminLoginHost() {
  const part = useLazyPart(dialog, useStore($adminLoginOpen))
  return part ? <part.AdminLoginDialog /> : null
}
