// The album rule both sides apply: a track names its album by title, matched without regard to
// case, Unicode spelling (NFC) or surrounding spaces; the server files the track, and the device's
// outbox orders the tracks waiting for one album, by this same key.
/** Two album titles name the same album when these are equal (Unicode case folding, not ASCII only). */
export function albumTitleKey(title: string): string {
  return title.trim().normalize('NFC').toLowerCase()
}
