// A story read aloud by the device's own voice (Web Speech API, issue 25), as a media element the
// player drives like its <audio> (player.ts): play and pause, a position and a duration, speed,
// volume, and the element's events, so every rule of playback.ts (saving the place, the sleep
// timer, the end) holds for it too. The story is read paragraph by paragraph, one utterance each.
// Its timeline gives each paragraph a length estimated from its words: the seek bar, the skip
// buttons and read-along place paragraphs on it, and a seek goes to the start of the paragraph
// at that time. A pause stops the voice and play starts its paragraph again (pause and resume of
// speechSynthesis are unreliable on phones); speed and volume apply from the next paragraph.
import type { AudioFailure } from '../../lib/error-text.ts'

export interface VoiceParagraph {
  /** The reader's place of the paragraph (c{chapter}-p{n}, app/reader/story-place.ts). */
  id: string
  chapter: number
  text: string
}

export interface TimedParagraph extends VoiceParagraph {
  start: number
  end: number
}

/** About 165 words a minute at 1×: an estimate that only spaces the paragraphs on the timeline. */
export const WORDS_PER_SECOND = 2.75
/** How often the position is reported while speaking, as an element's timeupdate. */
export const VOICE_TICK_MS = 250

export function voiceTimeline(paragraphs: readonly VoiceParagraph[]): TimedParagraph[] {
  let start = 0
  return paragraphs.map((paragraph) => {
    const words = paragraph.text.split(/\s+/).filter(Boolean).length
    const end = start + Math.max(1, Math.round((words / WORDS_PER_SECOND) * 10) / 10)
    const timed = { ...paragraph, start, end }
    start = end
    return timed
  })
}

/** What the media uses of the browser's speech engine (speechSynthesis). */
export interface SpeechEngine {
  speak(utterance: SpeechSynthesisUtterance): void
  cancel(): void
}

export interface SpeechOptions {
  /** The device's engine; undefined where the browser has none. */
  engine: SpeechEngine | undefined
  /** The chosen voice; null where the device has no voice at all. */
  voice: SpeechSynthesisVoice | null
  utterance: (text: string) => SpeechSynthesisUtterance
  /** Asked before a chapter's first paragraph: stop there instead (the sleep timer's end of chapter). */
  stopsBeforeChapter?: () => boolean
  /** Keeps the place reached (player.ts saves positions through it). */
  savePlace?: (paragraph: TimedParagraph) => void
  now?: () => number
}

export class SpeechMedia extends EventTarget {
  readonly timeline: TimedParagraph[]
  readonly duration: number
  paused = true
  ended = false
  volume = 1
  defaultPlaybackRate = 1
  preload: HTMLMediaElement['preload'] = 'auto'
  preservesPitch = true
  /** Why the last play failed ('no-voice'), read with the error event. */
  failure: AudioFailure | null = null
  #rate = 1
  #index = 0
  #startedAt = 0
  #speaking: SpeechSynthesisUtterance | null = null
  #clock: ReturnType<typeof setInterval> | undefined
  #src = ''
  readonly #options: SpeechOptions
  readonly #now: () => number

  constructor(paragraphs: readonly VoiceParagraph[], options: SpeechOptions) {
    super()
    this.timeline = voiceTimeline(paragraphs)
    this.duration = this.timeline.at(-1)?.end ?? 0
    this.#options = options
    this.#now = options.now ?? Date.now
  }

  /** The paragraph being read (or to be read next). */
  get paragraph(): TimedParagraph | undefined {
    return this.timeline[this.#index]
  }

  get currentTime(): number {
    const paragraph = this.paragraph
    if (!paragraph) return 0
    if (this.paused || !this.#speaking) return paragraph.start
    const spoken = ((this.#now() - this.#startedAt) / 1000) * this.#rate
    return Math.min(paragraph.start + spoken, Math.max(paragraph.start, paragraph.end - 0.05))
  }

  set currentTime(seconds: number) {
    const at = this.timeline.findLastIndex((paragraph) => paragraph.start <= seconds)
    this.#index = Math.max(0, at)
    this.ended = false
    if (!this.paused) this.#speak()
    this.#emit('seeked')
    this.#emit('timeupdate')
  }

  get playbackRate(): number {
    return this.#rate
  }

  set playbackRate(rate: number) {
    if (rate === this.#rate) return
    this.#rate = rate
    this.#emit('ratechange')
  }

  get src(): string {
    return this.#src
  }

  set src(source: string) {
    this.#stop()
    this.#src = source
    this.ended = false
    this.failure = null
    // As an element: the load's events come after the assignment.
    queueMicrotask(() => {
      if (this.#src !== source) return
      for (const type of ['loadstart', 'durationchange', 'loadedmetadata', 'canplaythrough']) this.#emit(type)
    })
  }

  get currentSrc(): string {
    return this.#src
  }

  getAttribute(name: string): string | null {
    return name === 'src' && this.#src ? this.#src : null
  }

  removeAttribute(name: string): void {
    if (name !== 'src') return
    this.#stop()
    this.#src = ''
  }

  load(): void {
    if (!this.#src) this.#emit('emptied')
  }

  play(): Promise<void> {
    if (!this.paused) return Promise.resolve()
    const { engine, voice } = this.#options
    if (!engine || !voice || this.timeline.length === 0) {
      this.failure = 'no-voice'
      // After the load's events, as an element reports a source it cannot play.
      queueMicrotask(() => this.#emit('error'))
      return Promise.reject(new DOMException('This device has no voice to read aloud', 'NotSupportedError'))
    }
    if (this.ended) this.#index = 0
    this.ended = false
    this.paused = false
    this.#speak()
    this.#emit('play')
    this.#emit('playing')
    clearInterval(this.#clock)
    this.#clock = setInterval(() => this.#emit('timeupdate'), VOICE_TICK_MS)
    return Promise.resolve()
  }

  pause(): void {
    if (this.paused) return
    this.#stop()
    this.#emit('pause')
  }

  /** Keeps the place at `seconds` (the paragraph there). */
  savePlace(seconds: number): void {
    const at = this.timeline.findLastIndex((paragraph) => paragraph.start <= seconds)
    const paragraph = this.timeline[Math.max(0, at)]
    if (paragraph) this.#options.savePlace?.(paragraph)
  }

  /** Silences the voice and stops the clock, with no event. */
  #stop(): void {
    this.paused = true
    clearInterval(this.#clock)
    if (this.#speaking) {
      this.#speaking = null
      this.#options.engine?.cancel()
    }
  }

  #speak(): void {
    const { engine, voice, utterance } = this.#options
    const paragraph = this.paragraph
    if (!engine || !paragraph) return
    if (this.#speaking) {
      this.#speaking = null
      engine.cancel()
    }
    const spoken = utterance(paragraph.text)
    spoken.voice = voice
    if (voice) spoken.lang = voice.lang
    spoken.rate = this.#rate
    spoken.volume = this.volume
    spoken.onend = () => {
      if (this.#speaking === spoken) this.#next()
    }
    spoken.onerror = (event) => {
      // A cancel (a pause, a seek) ends an utterance with an error too: not a failure.
      if (this.#speaking !== spoken || event.error === 'interrupted' || event.error === 'canceled') return
      this.#stop()
      this.failure = 'no-voice'
      this.#emit('error')
    }
    this.#speaking = spoken
    this.#startedAt = this.#now()
    engine.speak(spoken)
  }

  #next(): void {
    const next = this.timeline[this.#index + 1]
    if (!next) {
      this.#stop()
      this.ended = true
      this.#emit('timeupdate')
      this.#emit('pause')
      this.#emit('ended')
      return
    }
    this.#index += 1
    if (next.chapter !== this.timeline[this.#index - 1]!.chapter && this.#options.stopsBeforeChapter?.()) {
      this.pause()
      this.#emit('timeupdate')
      return
    }
    this.#speak()
    this.#emit('timeupdate')
  }

  #emit(type: string): void {
    this.dispatchEvent(new Event(type))
  }
}
