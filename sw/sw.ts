// The service worker's table of contents: each concern lives in its own module, which
// exports handlers; this file only wires them to the worker's events and routes.
/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing'
import { setUpPrecache } from './precache.ts'
import { answerWithDrawing, forgetDrawings, isDrawnScreenNavigation, keepDrawing } from './pages.ts'
import { mediaRoute } from './media.ts'
import { audioRoute } from './audio.ts'
import { wordReaderRoute } from './word-reader.ts'
import { onAudioActivate } from './audio-store.ts'
import { cancelDownload, downloadAudio, removeAudio } from './audio-download.ts'
import { onNotificationClick, onPush } from './push.ts'
import { onSync, replayOutbox, stepDown } from './sync.ts'
import { onActivate, onInstall, skipWaiting } from './update.ts'
import { messageDispatcher } from './messages.ts'
import { forgetEverything } from './forget.ts'

declare const self: ServiceWorkerGlobalScope

// Launches of the first screens: as the server last drew them, kept for the next launch (before
// the precache's own routes, which would answer / with the shell).
registerRoute(isDrawnScreenNavigation, answerWithDrawing)
// The app shell, and every app route answered with it. Never skipWaiting() on install.
setUpPrecache(self.__WB_MANIFEST)

// Runtime routes: downloaded audio (only URLs in its cache; other audio is left alone), covers
// and images, and the admin's Word reader.
registerRoute(audioRoute)
registerRoute(mediaRoute)
registerRoute(wordReaderRoute)

self.addEventListener(
  'message',
  messageDispatcher({
    SKIP_WAITING: () => skipWaiting(),
    STEP_DOWN: () => stepDown(),
    DOWNLOAD_AUDIO: (message) => downloadAudio(message),
    CANCEL_DOWNLOAD: (message) => cancelDownload(message.url),
    REMOVE_AUDIO: (message) => removeAudio(message.url),
    DRAIN_OUTBOX: () => replayOutbox().catch(() => undefined),
    FORGET_EVERYTHING: (_message, event) => forgetEverything(event.ports[0]),
    KEEP_DRAWING: (message) => keepDrawing(message.path),
  }),
)

// Install notes whether this is the very first worker; activate claims pages only then.
self.addEventListener('install', onInstall)
self.addEventListener('activate', onActivate)
// Drop downloads rows whose file the browser evicted.
self.addEventListener('activate', onAudioActivate)
// The drawings kept by the worker before name its build's scripts, gone now.
self.addEventListener('activate', (event) => event.waitUntil(forgetDrawings()))
self.addEventListener('push', onPush)
self.addEventListener('notificationclick', onNotificationClick)
self.addEventListener('sync', onSync)
