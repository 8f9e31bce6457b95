import { describe, expect, it } from 'vitest'
import { albumTitleKey } from './music-rules.ts'

describe('albumTitleKey', () => {
  it.each([
    ['Echoes of the Curve', 'echoes OF the curve '],
    ['ÆTHER SONGS', 'æther songs'],
    ['Café', 'CAFE\u0301'],
    // An all-caps German title writes ß as the capital ẞ.
    ['STRAẞE DER STERNE', 'Straße der Sterne'],
  ])('matches %j and %j', (a, b) => {
    expect(albumTitleKey(a)).toBe(albumTitleKey(b))
  })

  it('keeps different titles apart', () => {
    expect(albumTitleKey('Echoes')).not.toBe(albumTitleKey('Echoes II'))
  })
})
