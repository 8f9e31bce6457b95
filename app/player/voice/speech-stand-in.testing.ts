// A stand-in for the browser's speech engine only (headless Chromium and Node have none), with the
// Web Speech API's interface: utterances with text, voice, rate and volume, spoken one at a time;
// cancel ends the one speaking with an "interrupted" error, as browsers do. The test says when an
// utterance has been spoken to its end (`finish`).
export class SpeechStandIn {
  /** Every utterance given to speak, in order. */
  readonly spoken: SpeechSynthesisUtterance[] = []
  speaking: SpeechSynthesisUtterance | null = null

  speak(utterance: SpeechSynthesisUtterance): void {
    if (this.speaking) throw new Error('speak() while another utterance speaks: the media must cancel first')
    this.spoken.push(utterance)
    this.speaking = utterance
  }

  cancel(): void {
    const speaking = this.speaking
    this.speaking = null
    speaking?.onerror?.call(speaking, { error: 'interrupted' } as SpeechSynthesisErrorEvent)
  }

  /** The utterance speaking reaches its end. */
  finish(): void {
    const speaking = this.speaking
    if (!speaking) throw new Error('Nothing is speaking')
    this.speaking = null
    speaking.onend?.call(speaking, {} as SpeechSynthesisEvent)
  }

  get texts(): string[] {
    return this.spoken.map((utterance) => utterance.text)
  }
}

/** An utterance as the browser makes one: its text, and what the media sets on it. */
export const standInUtterance = (text: string) =>
  ({
    text,
    voice: null,
    lang: '',
    rate: 1,
    volume: 1,
    onend: null,
    onerror: null,
  }) as unknown as SpeechSynthesisUtterance

export const standInVoice = (name: string, lang: string) =>
  ({ name, lang, voiceURI: `${name}-${lang}`, localService: true, default: false }) as SpeechSynthesisVoice
