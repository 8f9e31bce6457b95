// One page of a browser, whatever drives it: the journeys that run in every engine (e2e/engines/)
// are written once against this, and each engine's file (webkit.ts, firefox.ts, chromium.ts) says
// how its protocol does each step. Only what a person does and what a test must read is here.

export type EngineName = 'chromium' | 'webkit' | 'firefox'

export interface EnginePage {
  readonly engine: EngineName
  /** Loads an address the way typing it does (a full page load), and waits for its load event. */
  goto(url: string): Promise<void>
  back(): Promise<void>
  reload(): Promise<void>
  url(): Promise<string>
  /**
   * Runs `fn` in the page and answers what it returns (awaited). `fn` travels as its source: it may
   * use only its argument, which must be JSON, and answer JSON (WebDriver answers undefined as null).
   */
  evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>
  /** A real click (the engine's own pointer input) on the first element `selector` matches. */
  click(selector: string): Promise<void>
  /** Real key presses into the element `selector` matches (focused by a click first). */
  type(selector: string, text: string): Promise<void>
  screenshot(): Promise<Buffer>
  /**
   * The page's console errors and warnings and uncaught errors so far, where the protocol tells them (not WebDriver
   * classic).
   */
  log(): string[]
}

export interface EngineBrowser {
  /** A fresh profile (no storage, no service worker) at phone size (390×844). */
  newPage(): Promise<EnginePage>
  /** Ends the profile opened by newPage. */
  closePage(): Promise<void>
  /** Stops the browser and whatever it needed (a display, a driver). */
  close(): Promise<void>
}

export const PHONE = { width: 390, height: 844 }
