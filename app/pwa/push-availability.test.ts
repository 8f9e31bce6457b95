import { describe, expect, it } from 'vitest'
import { pushAvailability, type PushEnvironment } from './push-availability.ts'

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPadSafari:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  // iPadOS asks for desktop sites: a Mac's user agent, told apart only by its touch points.
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:128.0) Gecko/20100101 Firefox/128.0',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
}

const allApis = { hasNotification: true, hasServiceWorker: true, hasPushManager: true }
const tabApis = { hasNotification: false, hasServiceWorker: true, hasPushManager: false }

const makeEnvironment = (overrides: Partial<PushEnvironment>): PushEnvironment => ({
  userAgent: UA.androidChrome,
  maxTouchPoints: 5,
  standalone: false,
  ...allApis,
  ...overrides,
})

describe('pushAvailability', () => {
  it.each<[string, Partial<PushEnvironment>, ReturnType<typeof pushAvailability>]>([
    [
      'iPhone Safari in a tab (no PushManager): add it to the Home Screen',
      { userAgent: UA.iPhoneSafari, ...tabApis },
      'needs-install-ios',
    ],
    [
      'iPhone Safari in a tab that has the APIs, where subscribing still fails',
      { userAgent: UA.iPhoneSafari },
      'needs-install-ios',
    ],
    ['Chrome on iPhone (WebKit too) in a tab', { userAgent: UA.iPhoneChrome, ...tabApis }, 'needs-install-ios'],
    ['iPad Safari in a tab', { userAgent: UA.iPadSafari, ...tabApis }, 'needs-install-ios'],
    [
      'iPadOS asking for desktop sites (a Mac user agent with touch points)',
      { userAgent: UA.macSafari, maxTouchPoints: 5, ...tabApis },
      'needs-install-ios',
    ],
    [
      'iPhone app opened from the Home Screen (iOS 16.4+)',
      { userAgent: UA.iPhoneSafari, standalone: true },
      'supported',
    ],
    [
      'iPadOS app opened from the Home Screen with a Mac user agent',
      { userAgent: UA.macSafari, maxTouchPoints: 5, standalone: true },
      'supported',
    ],
    [
      'iPhone app on the Home Screen before iOS 16.4 (no push at all)',
      { userAgent: UA.iPhoneSafari, standalone: true, ...tabApis },
      'unsupported',
    ],
    ['Safari on a Mac (no touch points)', { userAgent: UA.macSafari, maxTouchPoints: 0 }, 'supported'],
    [
      'Safari on a Mac before push came (macOS Safari < 16)',
      { userAgent: UA.macSafari, maxTouchPoints: 0, hasPushManager: false },
      'unsupported',
    ],
    ['Chrome on a Mac', { userAgent: UA.macChrome, maxTouchPoints: 0 }, 'supported'],
    ['Firefox on a Mac, even with touch points reported', { userAgent: UA.macFirefox, maxTouchPoints: 5 }, 'supported'],
    ['Chrome on Android', { userAgent: UA.androidChrome }, 'supported'],
    ['Firefox on Android', { userAgent: UA.androidFirefox }, 'supported'],
    ['Edge on Windows', { userAgent: UA.windowsEdge, maxTouchPoints: 0 }, 'supported'],
    ['a browser without Notification', { userAgent: UA.androidChrome, hasNotification: false }, 'unsupported'],
    ['a browser without service workers', { userAgent: UA.windowsEdge, hasServiceWorker: false }, 'unsupported'],
    ['a browser without PushManager', { userAgent: UA.androidFirefox, hasPushManager: false }, 'unsupported'],
  ])('%s', (_case, overrides, expected) => {
    expect(pushAvailability(makeEnvironment(overrides))).toBe(expected)
  })
})
