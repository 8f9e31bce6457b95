// The one stand-in of the push tests: headless Chromium has no push service, so only
// pushManager.subscribe (and getSubscription, which must agree with it) answer a subscription the
// local fake push service issued; everything after it (the server's web-push, the worker's push
// event through DevTools) is real.
import type { Page } from './test.ts'
import type { FakeSubscription } from '../api/testing/fake-push-service.ts'

export async function stubSubscribe(page: Page, subscription: FakeSubscription): Promise<void> {
  await page.addInitScript((s) => {
    const bytes = (b64url: string) => {
      const b64 = b64url.replace(/-/g, '+').replace(/_/g, '/')
      return Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0)).buffer
    }
    // The browser keeps a subscription across page loads; the stand-in keeps it in sessionStorage.
    const KEY = 'e2e-push-subscribed'
    const make = (): PushSubscription =>
      ({
        endpoint: s.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: (name: string) => bytes(name === 'p256dh' ? s.p256dhKey : s.authKey),
        toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: { p256dh: s.p256dhKey, auth: s.authKey } }),
        unsubscribe: async () => {
          sessionStorage.removeItem(KEY)
          return true
        },
      }) as unknown as PushSubscription
    PushManager.prototype.subscribe = async function () {
      sessionStorage.setItem(KEY, '1')
      return make()
    }
    PushManager.prototype.getSubscription = async function () {
      return sessionStorage.getItem(KEY) ? make() : null
    }
  }, subscription)
}
