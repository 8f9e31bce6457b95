// GET /api/profile: what a device's secret opens, linked (when each device joined) or waiting for
// the device its pairing link is for. Device ids never leave the server.
import type { Db } from '../../../db/server/connect.ts'
import type { ProfileState } from '../../../contract/profile.ts'
import { listDevices, type LinkedDevice } from '../../../db/server/reader-profiles.ts'

export async function linkedState(db: Db, device: LinkedDevice, now = Date.now()): Promise<ProfileState> {
  const devices = await listDevices(db, device.profileId)
  return {
    state: 'linked',
    devices: devices.map((each) => ({ joinedAt: each.createdAt, thisDevice: each.id === device.id })),
    serverTime: now,
  }
}

export const waitingState = (expiresAt: string, now = Date.now()): ProfileState => ({
  state: 'waiting',
  expiresAt,
  serverTime: now,
})
