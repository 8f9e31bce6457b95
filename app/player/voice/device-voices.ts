// The device's voices for reading aloud (Web Speech API): browsers list them late (after a
// `voiceschanged` event), so the list is awaited a moment. Audio Settings offers them with the
// stories' language first; the reader uses the chosen one, or the best for that language.
/** How long to wait for a browser to list its voices: none by then means it has none. */
export const VOICES_WAIT_MS = 1500

export const speechEngine = (): SpeechSynthesis | undefined =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined

/** The stories' language (they carry none of their own: the app's, from the page). */
export const storyLanguage = (): string => document.documentElement.lang || 'en'

export function loadVoices(engine = speechEngine()): Promise<SpeechSynthesisVoice[]> {
  if (!engine) return Promise.resolve([])
  const now = engine.getVoices()
  if (now.length > 0) return Promise.resolve(now)
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      engine.removeEventListener('voiceschanged', done)
      resolve(engine.getVoices())
    }
    const timer = setTimeout(done, VOICES_WAIT_MS)
    engine.addEventListener('voiceschanged', done)
  })
}

const speaks = (voice: SpeechSynthesisVoice, language: string) =>
  voice.lang.toLowerCase().split(/[-_]/)[0] === language.toLowerCase().split('-')[0]

/** The voices in the order to offer them: the language's first (its default first), then by name. */
export function orderVoices(voices: readonly SpeechSynthesisVoice[], language: string): SpeechSynthesisVoice[] {
  const rank = (voice: SpeechSynthesisVoice) => (speaks(voice, language) ? 0 : 2) + (voice.default ? 0 : 1)
  return [...voices].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name))
}

/** The chosen voice (by its voiceURI) if the device has it, else the first for the language. */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  chosen: string,
  language: string,
): SpeechSynthesisVoice | null {
  return voices.find((voice) => voice.voiceURI === chosen) ?? orderVoices(voices, language)[0] ?? null
}
