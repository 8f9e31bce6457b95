// The install prompt's inputs: the captured `beforeinstallprompt`
// event, whether the app is installed, standalone display, and the permanent dismissal flag.
// listenForInstallEvents() runs at start-up so the browser's one-time event is never missed.
// Installed is kept across reloads: `appinstalled` fires once, and the browser tab the person
// installed from (or any later one) must not offer it again. The browser offers installing
// (`beforeinstallprompt`) only while the app is not installed, so that event clears it: the app
// was uninstalled.
import { atom } from 'nanostores'
import { requestPersistentStorageOnce } from './persist-storage.ts'

/** Chromium's install event (not in the DOM typings): https://developer.mozilla.org/docs/Web/API/BeforeInstallPromptEvent */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>
}

export interface InstallState {
  promptEvent: BeforeInstallPromptEvent | undefined
  installed: boolean
}

export const INSTALL_DISMISSED_KEY = 'pwa-install-dismissed'
export const INSTALLED_KEY = 'pwa-installed'
export const INSTALL_PROMPT_DELAY_MS = 3000

/** Whether the card may appear at all; with or without an event decides which button it shows. */
export function shouldOfferInstall(input: { dismissed: boolean; installed: boolean; standalone: boolean }): boolean {
  return !input.dismissed && !input.installed && !input.standalone
}

export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true
}

function readInstalled(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(INSTALLED_KEY) === 'true'
  } catch {
    return false // storage blocked: the card may show again after a reload
  }
}

function keepInstalled(installed: boolean): void {
  try {
    if (installed) localStorage.setItem(INSTALLED_KEY, 'true')
    else localStorage.removeItem(INSTALLED_KEY)
  } catch {
    /* storage blocked: kept for this page only */
  }
}

export const $installState = atom<InstallState>({ promptEvent: undefined, installed: readInstalled() })
let listening = false

function set(change: Partial<InstallState>): void {
  $installState.set({ ...$installState.get(), ...change })
}

/** The prompt can be shown only once; after it the event is spent. */
export function clearInstallPrompt(): void {
  set({ promptEvent: undefined })
}

export function listenForInstallEvents(): void {
  if (listening || typeof window === 'undefined') return
  listening = true
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's mini-infobar away; our card offers the install instead.
    event.preventDefault()
    keepInstalled(false)
    set({ promptEvent: event as BeforeInstallPromptEvent, installed: false })
  })
  window.addEventListener('appinstalled', () => {
    keepInstalled(true)
    set({ installed: true, promptEvent: undefined })
    void requestPersistentStorageOnce()
  })
  if (isStandalone()) void requestPersistentStorageOnce()
}
