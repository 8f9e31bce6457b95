// The cover a story waiting to be published or edited on this device will have: the admin's card
// controls (loaded for the admin only) put the chosen picture's object URL here while its write
// waits, and the card shows it instead of the story's current cover. Visitors never fill it.
import { map } from 'nanostores'

export const $pendingCovers = map<Record<string, string | undefined>>({})
