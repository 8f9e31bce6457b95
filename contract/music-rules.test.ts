import { describe, expect, it } from 'vitest'
import { albumTitleFor, albumTitleKey, SINGLES_ALBUM } from './music-rules.ts'

describe('albumTitleFor', () => {
  it.each<[string | undefined, string]>([
    [undefined, SINGLES_ALBUM],
    ['', SINGLES_ALBUM],
    ['   ', SINGLES_ALBUM],
    ['  Echoes of the Curve ', 'Echoes of the Curve'],
  ])('turns %j into %j', (given, expected) => {
    expect(albumTitleFor(given)).toBe(expected)
  })
})

describe('albumTitleKey', () => {
  it.each([
    ['Echoes of the Curve', 'echoes OF the curve '],
    ['ÆTHER SONGS', 'æther songs'],
    ['Café', 'CAFE\u0301'],
  ])('matches %j and %j', (a, b) => {
    expect(albumTitleKey(a)).toBe(albumTitleKey(b))
  })

  it('keeps different titles apart', () => {
    expect(albumTitleKey('Echoes')).not.toBe(albumTitleKey('Echoes II'))
  })
})
