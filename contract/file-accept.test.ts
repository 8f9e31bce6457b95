// A picture the server takes, told by the type the browser gives it before anything is sent: the
// covers, the track and album covers and the character pictures all go by this one rule.
import { describe, expect, it } from 'vitest'
import { isImageFile } from './file-accept.ts'

describe('isImageFile', () => {
  it.each(['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'IMAGE/PNG'])('takes %s', (type) => {
    expect(isImageFile({ type })).toBe(true)
  })

  it.each([
    ['a GIF', 'image/gif'],
    ['an SVG', 'image/svg+xml'],
    ['a HEIC photo', 'image/heic'],
    ['a PDF', 'application/pdf'],
    ['a file of no known type, even named .jpg', ''],
  ])('refuses %s', (_what, type) => {
    expect(isImageFile({ type })).toBe(false)
  })
})
