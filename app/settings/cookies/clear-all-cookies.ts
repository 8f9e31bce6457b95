// Clear All Cookies: ends the admin session through the server (its cookie is
// httpOnly, so only the server can remove it), expires every cookie this page can see, and empties
// localStorage except the cookie choice and its date. The settings in memory then fall back to
// their defaults, as after a first visit (so the faction picker asks again).
import { logout } from '../../publishing/admin-session.ts'
import { reloadPreferences } from '../preferences.ts'
import { FUNCTIONAL_STORAGE_KEYS, cookieNames, keysToClear } from '../cookie-preferences.ts'

const EXPIRED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT'

function expireVisibleCookies(): void {
  // A cookie is removed only with the path it was set with; try the root and this page's path.
  const paths = [...new Set(['/', location.pathname])]
  for (const name of cookieNames(document.cookie)) {
    for (const path of paths) document.cookie = `${name}=; ${EXPIRED}; path=${path}`
  }
}

function localStorageKeys(): string[] {
  return Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter((key) => key !== null)
}

/** Answers whether the server confirmed the logout; offline, the session cookie simply expires. */
export async function clearAllCookies(): Promise<{ loggedOut: boolean }> {
  const loggedOut = await logout().then(
    () => true,
    () => false,
  )
  expireVisibleCookies()
  for (const key of keysToClear(localStorageKeys())) localStorage.removeItem(key)
  // Settings kept for this visit only (functional off) are preferences too.
  for (const key of FUNCTIONAL_STORAGE_KEYS) sessionStorage.removeItem(key)
  reloadPreferences()
  return { loggedOut }
}
