// Linking this device to the reader's other devices (issue 60), as the page does it: make a
// pairing link (the first device keeps its own secret, "pending", until another device uses the
// link), use one (the joining device), and leave (this device) or forget (every device). Unlink
// and Forget need the server: the secret is dropped only once the server has acted, and is never
// parked in the outbox. Once linked, everything this device has is sent (noteEverything).
import { api } from '../../client/api-client.ts'
import { loadLocal } from '../data/queries/local-db.ts'
import type { ProfileLink } from '../../db/local/types.ts'
import { LINK_PATH, PAIRING_FRAGMENT_KEY } from '../../contract/profile-kinds.ts'
import { bearer, isProfileGone, offsetFrom } from '../../db/outbox/profile-delivery.ts'
import { localWriteHappened } from '../data/writes/after-write.ts'
import { settingValues } from './settings-bridge.ts'

export interface PairingLink {
  /** What the QR code holds: `<origin>/link#k=<one-time secret>`. */
  url: string
  expiresAt: string
  /** Devices of the profile when the link was made (a device not yet linked counts itself). */
  devices: number
}

const randomDeviceId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('')

export const pairingUrl = (origin: string, secret: string) => `${origin}${LINK_PATH}#${PAIRING_FRAGMENT_KEY}=${secret}`

async function currentLink(): Promise<ProfileLink | undefined> {
  return (await loadLocal()).db.profile.get('current')
}

/** A new pairing link for another device: for this device's profile, or (not linked yet) for a new one. */
export async function startPairing(): Promise<PairingLink> {
  const { db } = await loadLocal()
  const link = await currentLink()
  const linked = link?.state === 'linked' ? link : undefined
  const devices = linked ? (await profileState(linked)).devices.length : 1
  const sentAt = Date.now()
  const started = await api.startPairing(linked ? { headers: bearer(linked.secret) } : {})
  if (!linked) {
    if (!started.deviceSecret) throw new Error('The server did not give this device a secret.')
    await db.profile.put({
      id: 'current',
      secret: started.deviceSecret,
      deviceId: link?.deviceId ?? randomDeviceId(),
      state: 'pending',
      cursor: '0',
      serverOffsetMs: offsetFrom(started.serverTime, sentAt),
    })
  }
  // When it expires by this device's clock (the server's may differ from it by minutes).
  const expiresAt = new Date(Date.parse(started.expiresAt) - offsetFrom(started.serverTime, sentAt)).toISOString()
  return { url: pairingUrl(location.origin, started.pairingSecret), expiresAt, devices }
}

/** Becomes linked: every element of this device is sent; settings lead when this device's link was used. */
async function becomeLinked(fields: Partial<ProfileLink>, settingsLead: boolean): Promise<void> {
  await (await loadLocal()).linkEverything(fields, settingValues(), settingsLead ? Date.now() : 0)
  localWriteHappened()
}

async function profileState(link: ProfileLink) {
  const state = await api.getProfile({ headers: bearer(link.secret) })
  return state.state === 'linked' ? state : { ...state, devices: [] }
}

/**
 * While the pairing link is shown: whether a device joined since it was made (then this device is
 * linked too, if it was not), answering when. Undefined while it waits.
 */
export async function checkPairing(pairing: PairingLink): Promise<string | undefined> {
  const link = await currentLink()
  if (!link) return undefined
  const sentAt = Date.now()
  const state = await api.getProfile({ headers: bearer(link.secret) })
  if (state.state !== 'linked' || state.devices.length <= pairing.devices) return undefined
  const others = state.devices.filter((device) => !device.thisDevice).map((device) => device.joinedAt)
  const joinedAt = others.sort().at(-1) ?? new Date().toISOString()
  if (link.state === 'pending')
    await becomeLinked({ state: 'linked', serverOffsetMs: offsetFrom(state.serverTime, sentAt), joinedAt }, true)
  else await (await loadLocal()).db.profile.update('current', { joinedAt })
  return joinedAt
}

/** Joins the profile of a pairing link's secret (the person tapped "Link this device"). */
export async function redeemPairing(pairingSecret: string): Promise<void> {
  const sentAt = Date.now()
  const { deviceSecret, serverTime } = await api.redeemPairing({ body: { pairingSecret } })
  await becomeLinked(
    {
      secret: deviceSecret,
      deviceId: randomDeviceId(),
      state: 'linked',
      cursor: '0',
      serverOffsetMs: offsetFrom(serverTime, sentAt),
      lastClock: undefined,
      joinedAt: undefined,
    },
    false,
  )
}

/** Leaves the profile (`everywhere`: deletes it on the server, for every device). This device keeps its data. */
export async function leaveProfile(everywhere: boolean): Promise<void> {
  const link = await currentLink()
  if (!link) return
  const call = everywhere ? api.forgetProfile : api.unlinkDevice
  // Already gone on the server (forgotten from another device): leaving here is all that is left.
  await call({ headers: bearer(link.secret) }).catch((error: unknown) => {
    if (!isProfileGone(error)) throw error
  })
  await (await loadLocal()).endProfileHere()
}

/**
 * After a sync: a link made here and used while its dialog was closed links this device now; one
 * never used (expired) is dropped.
 */
export async function settlePendingLink(): Promise<void> {
  const link = await currentLink()
  if (link?.state !== 'pending') return
  try {
    await checkPairing({ url: '', expiresAt: '', devices: 1 })
  } catch (error) {
    if (isProfileGone(error)) await (await loadLocal()).endProfileHere()
  }
}
