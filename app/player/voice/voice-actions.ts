// A story without narration, read by the device's voice (issue 25), in the same player: Listen in
// the reader puts it there (playing at once when Audio Settings say so) at the paragraph where the
// voice last stopped, at its speed. The voice is the one chosen in Audio Settings, else the best
// for the stories' language; a device without one gets the player's "no voice" message. The
// sleep timer's "end" stops at the end of the chapter. Read-along follows the paragraph read
// (voice-state.ts). Loaded on first use: the first screen carries none of it.
import type { StorySummary } from '../../../contract/story.ts'
import { splitChapters } from '../../../story-text/chapters.ts'
import { voiceParagraphs } from '../../reader/paragraph-text.ts'
import { audioSettings } from '../../settings/settings.ts'
import { setPlayerItem } from '../player-state.ts'
import { saveVoicePlace, voicePlace } from '../voice-places.ts'
import { $player, loadItem, setSleepTimer, setView, type PlayingItem } from '../player.ts'
import { showInMediaSession } from '../media-session.ts'
import { baseControls } from '../controls.ts'
import { SpeechMedia } from './speech-media.ts'
import { loadVoices, pickVoice, speechEngine, storyLanguage } from './device-voices.ts'
import { $voiceCues, isVoiced, voiceSource } from './voice-state.ts'

/** The sleep timer's "end" for a voice: the end of the chapter. */
function stopsBeforeChapter(): boolean {
  if ($player.get().sleep?.kind !== 'end') return false
  setSleepTimer(null)
  return true
}

async function loadVoice(story: StorySummary, content: string, autoplay: boolean): Promise<void> {
  const engine = speechEngine()
  const voice = pickVoice(await loadVoices(engine), audioSettings.read().voice, storyLanguage())
  const speech = new SpeechMedia(voiceParagraphs(splitChapters(content)), {
    engine,
    voice,
    stopsBeforeChapter,
    utterance: (text) => new SpeechSynthesisUtterance(text),
    savePlace: (paragraph) => saveVoicePlace(story.id, paragraph.id, $player.get().speed),
  })
  const saved = voicePlace(story.id)
  const place = speech.timeline.find((paragraph) => paragraph.id === saved?.place)
  if (place) speech.currentTime = place.start
  const item: PlayingItem = {
    kind: 'story',
    id: story.id,
    title: story.title,
    artist: null,
    albumId: null,
    albumTitle: null,
    source: voiceSource(story.id),
    artwork: story.coverThumbnailUrl ?? story.coverImageUrl,
  }
  setView({ queue: [], index: 0 })
  $voiceCues.set({
    storyId: story.id,
    cues: speech.timeline.map(({ id, start, end }) => ({ paragraphId: id, start, end })),
    voice: voice?.name ?? null,
  })
  loadItem(item, {
    media: speech,
    duration: speech.duration,
    speed: saved?.speed ?? audioSettings.read().playbackSpeed,
    autoplay: autoplay ? 'now' : false,
  })
  showInMediaSession(item, baseControls)
  await setPlayerItem({
    kind: 'story',
    itemId: story.id,
    queue: [],
    index: 0,
    shuffle: false,
    repeat: 'none',
    voice: true,
  })
}

/** Listen (the reader, a story without narration): opens the player with the device's voice. */
export async function listenWithVoice(story: StorySummary, content: string): Promise<void> {
  setView({ overlayOpen: true })
  const { item, status } = $player.get()
  if (item?.kind === 'story' && item.id === story.id && isVoiced(item) && status !== 'error') return
  await loadVoice(story, content, audioSettings.read().autoPlay)
}
