// What the rest of the app knows of a story read by the device's voice (voice-actions.ts): its
// source in the player, and the paragraphs it reads placed on its timeline, for read-along (the
// reader's read-along.tsx follows them as it follows narration's captions), with the voice's name.
import { atom } from 'nanostores'
import type { PlacedCue } from '../read-along.ts'
import type { PlayingItem } from '../playback.ts'

/** The player's source for a story read aloud: no file, the story itself. */
export const voiceSource = (storyId: string) => `voice:${storyId}`

export const isVoiced = (item: PlayingItem | null): boolean => item?.source === voiceSource(item?.id ?? '')

export const $voiceCues = atom<{ storyId: string; cues: PlacedCue[]; voice: string | null } | null>(null)
