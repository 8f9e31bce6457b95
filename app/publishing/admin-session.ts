// The admin session: the server keeps the session in a cookie; the device keeps
// the spec's flag (icu_admin_auth) so admin UI shows at once, and drops it when the server says 401.
import { api, ApiError } from '../../client/api-client.ts'
import { adminFlag } from '../settings/settings.ts'

/** Throws the ApiError (INVALID_PASSWORD, TOO_MANY_ATTEMPTS, or no answer). */
export async function login(password: string): Promise<void> {
  await api.login({ body: { password } })
  adminFlag.write(true)
}

/** Ends the session; the flag goes even when the server cannot be reached (the cookie expires). */
export async function logout(): Promise<void> {
  try {
    await api.logout()
  } finally {
    adminFlag.write(false)
  }
}

/** On start: a stored flag whose session the server no longer knows is cleared. Offline keeps it. */
export async function verifyAdminSession(): Promise<void> {
  if (!adminFlag.read()) return
  try {
    await api.getAuthUser()
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) adminFlag.write(false)
  }
}
