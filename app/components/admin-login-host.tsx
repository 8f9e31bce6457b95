// Opens the admin login from anywhere (openAdminLogin); the shell hosts it. Only the admin ever
// needs the dialog, so its code loads when the login button is pressed (or pointed at, or focused).
import { atom } from 'nanostores'
import { lazyPart } from '../lib/lazy-part.ts'
import { useLazyPart } from './ui/use-lazy-part.ts'

const dialog = lazyPart(() => import('./admin-login-dialog.tsx'))

export const $adminLoginOpen = atom(false)

/** Starts fetching the dialog ahead of the press that opens it. */
export const preloadAdminLogin = dialog.preload

export function openAdminLogin(): void {
  dialog.preload()
  $adminLoginOpen.set(true)
}

export function AdminLoginHost() {
  const part = useLazyPart(dialog)
  return part ? <part.AdminLoginDialog /> : null
}
