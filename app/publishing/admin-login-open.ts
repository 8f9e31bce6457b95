// Whether the admin login is open: set by openAdminLogin (admin-login-host.tsx), cleared by the
// dialog when it closes. Its own module, so the dialog (loaded later) and its host share it
// without importing each other.
import { atom } from 'nanostores'

export const $adminLoginOpen = atom(false)
