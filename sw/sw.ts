// The service worker's table of contents. Issue 4 fills in routing, media, push and sync;
// for now it precaches the built shell and keeps old precaches tidy.
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'

declare const self: ServiceWorkerGlobalScope

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
