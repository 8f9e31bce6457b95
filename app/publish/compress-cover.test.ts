// Only the type check runs in Node; drawing and encoding need a browser's canvas (e2e covers them).
import { describe, expect, it } from 'vitest'
import { checkCoverType } from './compress-cover.ts'
import { INVALID_COVER_TYPE } from '../lib/error-text.ts'

const image = (type: string, name = 'cover') => new File([new Uint8Array(8)], name, { type })

describe('checkCoverType', () => {
  it.each(['image/jpeg', 'image/jpg', 'image/png', 'image/webp'])('accepts %s', (type) => {
    expect(() => checkCoverType(image(type))).not.toThrow()
  })

  it.each([
    ['a GIF', 'image/gif', 'cover.gif'],
    ['an SVG', 'image/svg+xml', 'cover.svg'],
    ['a HEIC photo', 'image/heic', 'IMG_0001.heic'],
    ['a PDF', 'application/pdf', 'cover.pdf'],
    ['a file of no known type, even named .jpg', '', 'cover.jpg'],
  ])('refuses %s with the spec\'s words', (_what, type, name) => {
    expect(() => checkCoverType(image(type, name))).toThrow(INVALID_COVER_TYPE)
  })
})
