// How the reader's chapters show their paragraphs' character mentions (issue 25): set by the places
// part once it has read the device's characters (character-mentions.tsx), so the first screen
// carries none of that code; until then, and with mention links turned off, paragraphs show as written.
import { atom } from 'nanostores'
import type { LinkedParagraphs } from './story-text.tsx'

/** For a chapter (from 0), what its paragraphs show with their mentions linked. */
export const $linkedChapters = atom<((chapter: number) => LinkedParagraphs) | null>(null)
