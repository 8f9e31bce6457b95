// Where the device's voice stopped in each story (issue 25): the paragraph (its place,
// c{chapter}-p{n}) and the speed, kept on this device as narration keeps its second. The most
// recent VOICE_PLACES_KEPT stories are kept.
import { jsonPreference } from '../settings/preferences.ts'
import { parsePassage } from '../reader/story-place.ts'
import { PLAYBACK_SPEED } from './audio-settings.ts'

export interface VoicePlace {
  place: string
  speed: number
  savedAt: number
}

export const VOICE_PLACES_KEPT = 200

function sanitize(value: Partial<Record<string, VoicePlace>>): Record<string, VoicePlace> {
  const kept = Object.entries(value).filter((entry): entry is [string, VoicePlace] => {
    const place = entry[1]
    return (
      typeof place === 'object' &&
      place !== null &&
      parsePassage(place.place) !== null &&
      typeof place.savedAt === 'number' &&
      typeof place.speed === 'number' &&
      place.speed >= PLAYBACK_SPEED.min &&
      place.speed <= PLAYBACK_SPEED.max
    )
  })
  return Object.fromEntries(kept.sort((a, b) => b[1].savedAt - a[1].savedAt).slice(0, VOICE_PLACES_KEPT))
}

const places = jsonPreference<Record<string, VoicePlace>>('voice_places', {}, sanitize)

export const voicePlace = (storyId: string): VoicePlace | undefined => places.read()[storyId]

export function saveVoicePlace(storyId: string, place: string, speed: number): void {
  places.write(sanitize({ ...places.read(), [storyId]: { place, speed, savedAt: Date.now() } }))
}
