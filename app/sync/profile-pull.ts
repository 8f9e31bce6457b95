// Pulls the reader profile's changes after the public sync (issue 60), when this device is linked:
// GET /api/profile/changes from the device's cursor until the server has nothing more, each page
// applied in one transaction with its cursor (db/local/profile-items.ts decides each change, as the
// server did). A restored server (CURSOR_AHEAD) is pulled again from the start, and every element
// of this device is sent again: the merge rules make a resend harmless. A secret the server no
// longer knows ends the link here; the device keeps its data.
import type { LocalStore } from '../../db/local/local-store.ts'
import { api } from '../../client/api-client.ts'
import { ApiError } from '../../client/api-error.ts'
import { PROFILE_CHANGES_MAX } from '../../contract/profile-kinds.ts'
import {
  applyProfileChange,
  endProfile,
  linkedProfile,
  PROFILE_APPLY_TABLES,
  PROFILE_END_TABLES,
  queueProfilePush,
} from '../../db/local/profile-items.ts'
import { bearer, isProfileGone, offsetFrom } from '../../db/outbox/profile-delivery.ts'

export interface ProfilePulled {
  /** Changes applied to this device's data (0: nothing new). */
  applied: number
  /** Places another device went back to, waiting for the reader's answer. */
  asked: number
}

export async function pullProfile(store: LocalStore): Promise<ProfilePulled> {
  const pulled = { applied: 0, asked: 0 }
  for (;;) {
    const profile = await linkedProfile(store)
    if (!profile) return pulled
    const sentAt = Date.now()
    let page
    try {
      page = await api.listProfileChanges({
        query: { since: profile.cursor, limit: PROFILE_CHANGES_MAX },
        headers: bearer(profile.secret),
      })
    } catch (error) {
      if (isProfileGone(error)) {
        await store.transaction(PROFILE_END_TABLES, (inner) => endProfile(inner, true))
        return pulled
      }
      if (error instanceof ApiError && error.code === 'CURSOR_AHEAD') {
        await store.transaction(PROFILE_APPLY_TABLES, async (inner) => {
          await inner.update('profile', 'current', { cursor: '0' })
          for (const item of await inner.getAll('profileItems'))
            await inner.update('profileItems', item.id, { dirty: 1 })
          await queueProfilePush(inner)
        })
        continue
      }
      throw error
    }
    const { changes, cursor, hasMore, serverTime } = page
    await store.transaction(PROFILE_APPLY_TABLES, async (inner) => {
      for (const change of changes) {
        const applied = await applyProfileChange(inner, change)
        if (applied !== 'skipped') pulled[applied === 'asked' ? 'asked' : 'applied'] += 1
      }
      await inner.update('profile', 'current', { cursor, serverOffsetMs: offsetFrom(serverTime, sentAt) })
    })
    if (!hasMore) return pulled
  }
}
