// Push opt-in: permission, the worker's pushManager and the subscription's
// keys. Enabling asks, subscribes with the server's VAPID key and saves it on the server;
// disabling tells the server first, then unsubscribes (so a failure changes nothing).
import type { PushSubscriptionSave, PushWants } from '../../contract/push.ts'
import { api } from '../../client/api-client.ts'
import { base64UrlToBytes, bytesToBase64Url } from './base64url.ts'

export type PushPermission = NotificationPermission

/** The save on the server failed (the browser subscription is undone again). */
export class PushSaveError extends Error {}

/** No worker to subscribe with: none registered yet, or one still installing past READY_TIMEOUT_MS. */
export class WorkerNotReady extends Error {
  constructor(readonly isRegistered: boolean) {
    super(isRegistered ? 'The service worker is still installing' : 'No service worker is registered')
    this.name = 'WorkerNotReady'
  }
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window
  )
}

const READY_TIMEOUT_MS = 10_000

/** The worker registration that owns push; waits briefly for one still installing. */
async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration()
  if (!existing) throw new WorkerNotReady(false)
  if (existing.active) return existing
  return await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new WorkerNotReady(true)), READY_TIMEOUT_MS)),
  ])
}

/** Whether this browser holds a push subscription right now. */
export async function isSubscribed(): Promise<boolean> {
  if (!pushSupported()) return false
  const registration = await navigator.serviceWorker.getRegistration()
  return Boolean(await registration?.pushManager.getSubscription())
}

export function subscriptionBody(subscription: PushSubscription, userAgent: string): PushSubscriptionSave {
  return {
    endpoint: subscription.endpoint,
    p256dhKey: bytesToBase64Url(subscription.getKey('p256dh')),
    authKey: bytesToBase64Url(subscription.getKey('auth')),
    userAgent,
  }
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  return Boolean(a) && bytesToBase64Url(a) === bytesToBase64Url(b.buffer as ArrayBuffer)
}

/** What the new subscription is for: every new story, or only what the device follows (issue 59). */
export interface PushChoice {
  wants: PushWants
  /** Read after the permission prompt: the prompt must come straight from the person's tap. */
  follows: () => Promise<string[]>
}

/** 'denied' when the person (or the browser) refused permission; throws on anything else. */
export async function enablePush(choice: PushChoice): Promise<'enabled' | 'denied'> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return 'denied'
  const registration = await pushRegistration()
  const applicationServerKey = base64UrlToBytes((await api.getPushPublicKey()).publicKey)
  let subscription = await registration.pushManager.getSubscription()
  // A subscription made with another server key (keys rotated) can be neither reused nor subscribed over.
  if (subscription && !sameKey(subscription.options?.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })
  try {
    const body = subscriptionBody(subscription, navigator.userAgent)
    await api.savePushSubscription({ body: { ...body, wants: choice.wants, follows: await choice.follows() } })
  } catch (error) {
    // Unsaved, the subscription would look enabled but never receive anything: undo it.
    await subscription.unsubscribe().catch(() => false)
    throw new PushSaveError(error instanceof Error ? error.message : String(error))
  }
  return 'enabled'
}

export async function disablePush(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager.getSubscription()
  if (!subscription) return
  await api.removePushSubscription({ body: { endpoint: subscription.endpoint } })
  await subscription.unsubscribe()
}
