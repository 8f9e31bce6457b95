// The app shell: the built files are precached (the list is injected at build time) and every
// app route is answered with the precached index.html, so deep links open offline. /api/ and
// anything that looks like a file (a missing hashed asset) go to the network as they are.
/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NAVIGATION_DENYLIST } from './lib/navigation.ts'

export function setUpPrecache(manifest: Array<PrecacheEntry | string>): void {
  precacheAndRoute(manifest)
  cleanupOutdatedCaches()
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }))
}
