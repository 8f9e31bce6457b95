// The album rules both sides apply: a track names its album by title, matched without
// regard to case or surrounding spaces, and a track sent without an album goes to "Singles".
export const SINGLES_ALBUM = 'Singles'

/** The album a track's albumTitle names: its trimmed text, or "Singles" when blank. */
export function albumTitleFor(albumTitle: string | undefined): string {
  return albumTitle?.trim() || SINGLES_ALBUM
}

/** Two album titles name the same album when these are equal (Unicode case folding, not ASCII only). */
export function albumTitleKey(title: string): string {
  return title.trim().normalize('NFC').toLowerCase()
}
