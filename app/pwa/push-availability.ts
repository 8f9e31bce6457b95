// Whether the notifications toggle can subscribe here (hidden where the browser
// lacks notification, service-worker or push support), with one exception: on iPhone and iPad a
// browser tab has no PushManager (or cannot subscribe), yet the same page added to the Home Screen
// can (iOS 16.4+), so there the toggle shows and says how to get there.
// https://webkit.org/blog/13878/web-push-for-web-apps-on-ios-and-ipados/
import { isAppleMobile, type DeviceHints } from '../lib/apple-mobile.ts'
import { isStandalone } from './install-state.ts'

export type PushAvailability = 'supported' | 'needs-install-ios' | 'unsupported'

export interface PushEnvironment extends DeviceHints {
  /** Opened from the Home Screen (navigator.standalone, or display-mode: standalone). */
  standalone: boolean
  hasNotification: boolean
  hasServiceWorker: boolean
  hasPushManager: boolean
}

export function pushAvailability(env: PushEnvironment): PushAvailability {
  // Even where a tab has the APIs, subscribing from it fails: only the installed app gets a push service.
  if (isAppleMobile(env) && !env.standalone) return 'needs-install-ios'
  return env.hasNotification && env.hasServiceWorker && env.hasPushManager ? 'supported' : 'unsupported'
}

/** This browser's answer (on the page only: the server cannot tell). */
export function readPushAvailability(): PushAvailability {
  return pushAvailability({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: isStandalone(),
    hasNotification: 'Notification' in window,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
  })
}
