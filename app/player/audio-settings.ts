// Audio settings with their defaults and bounds; effective volume is master
// times the channel volume.
export type AudioQuality = 'low' | 'medium' | 'high' | 'lossless'

export interface AudioSettings {
  masterVolume: number
  backgroundMusicVolume: number
  storyAudioVolume: number
  /** Albums and tracks (the music player's volume, default 0.7). */
  musicVolume: number
  autoPlay: boolean
  backgroundMusicEnabled: boolean
  audioQuality: AudioQuality
  preloadAudio: boolean
  skipSilence: boolean
  playbackSpeed: number
  equalizer: boolean
  bass: number
  treble: number
  /**
   * The device voice that reads stories without narration (its voiceURI); '' for the best one for the stories'
   * language.
   */
  voice: string
}

export const AUDIO_QUALITIES: Record<AudioQuality, string> = {
  low: 'Low (64 kbps)',
  medium: 'Medium (128 kbps)',
  high: 'High (256 kbps)',
  lossless: 'Lossless',
}
export const PLAYBACK_SPEED = { min: 0.5, max: 2, step: 0.1 } as const

export const DEFAULT_AUDIO_SETTINGS: AudioSettings = {
  masterVolume: 80,
  backgroundMusicVolume: 30,
  storyAudioVolume: 90,
  musicVolume: 70,
  autoPlay: true,
  backgroundMusicEnabled: true,
  audioQuality: 'high',
  preloadAudio: true,
  skipSilence: false,
  playbackSpeed: 1,
  equalizer: false,
  bass: 50,
  treble: 50,
  voice: '',
}

const percent = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(Math.min(100, Math.max(0, value))) : fallback
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback)

export function sanitizeAudioSettings(value: Partial<AudioSettings>): AudioSettings {
  const d = DEFAULT_AUDIO_SETTINGS
  const speed =
    typeof value.playbackSpeed === 'number' && Number.isFinite(value.playbackSpeed)
      ? Math.round(Math.min(PLAYBACK_SPEED.max, Math.max(PLAYBACK_SPEED.min, value.playbackSpeed)) * 10) / 10
      : d.playbackSpeed
  return {
    masterVolume: percent(value.masterVolume, d.masterVolume),
    backgroundMusicVolume: percent(value.backgroundMusicVolume, d.backgroundMusicVolume),
    storyAudioVolume: percent(value.storyAudioVolume, d.storyAudioVolume),
    musicVolume: percent(value.musicVolume, d.musicVolume),
    autoPlay: flag(value.autoPlay, d.autoPlay),
    backgroundMusicEnabled: flag(value.backgroundMusicEnabled, d.backgroundMusicEnabled),
    audioQuality: value.audioQuality && value.audioQuality in AUDIO_QUALITIES ? value.audioQuality : d.audioQuality,
    preloadAudio: flag(value.preloadAudio, d.preloadAudio),
    skipSilence: flag(value.skipSilence, d.skipSilence),
    playbackSpeed: speed,
    equalizer: flag(value.equalizer, d.equalizer),
    bass: percent(value.bass, d.bass),
    treble: percent(value.treble, d.treble),
    voice: typeof value.voice === 'string' && value.voice.length <= 500 ? value.voice : d.voice,
  }
}

/** Effective volume (0–1) of a channel: master × channel, both in percent. */
export function effectiveVolume(master: number, channel: number): number {
  return (master / 100) * (channel / 100)
}

export type AudioChannel = 'story' | 'music' | 'background'

/**
 * The volume (0–1) a channel plays at. A story's audio is master × its channel
 * (0.72 at the defaults). The music player gets 0.7 and the background music 0.3
 * as the volumes they play at, so for those two the master counts from its default: at the default
 * master they play at their own volume exactly, and the master turns them down or up (to full at
 * most) in proportion.
 */
export function channelVolume(
  settings: Pick<AudioSettings, 'masterVolume' | 'storyAudioVolume' | 'musicVolume' | 'backgroundMusicVolume'>,
  channel: AudioChannel,
): number {
  const { masterVolume } = settings
  if (channel === 'story') return effectiveVolume(masterVolume, settings.storyAudioVolume)
  const volume = channel === 'music' ? settings.musicVolume : settings.backgroundMusicVolume
  return Math.min(1, (masterVolume / DEFAULT_AUDIO_SETTINGS.masterVolume) * (volume / 100))
}
