// Starts the browser of an engine by name (each engine's file says how its protocol drives it).
import type { EngineBrowser, EngineName } from './engine-page.ts'

export async function launchEngine(name: EngineName): Promise<EngineBrowser> {
  if (name === 'webkit') return (await import('./webkit.ts')).launchWebKit()
  if (name === 'firefox') return (await import('./firefox.ts')).launchFirefox()
  return (await import('./chromium.ts')).launchChromium()
}
