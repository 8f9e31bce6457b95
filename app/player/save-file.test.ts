import { describe, expect, it } from 'vitest'
import { audioFileName } from './save-file.ts'

describe('audioFileName', () => {
  it.each([
    ['The Gatekeeper', 'audio/mpeg', 'The Gatekeeper.mp3'],
    ['The Gatekeeper', 'audio/mpeg; charset=binary', 'The Gatekeeper.mp3'],
    ['Dawn', 'audio/mp4', 'Dawn.m4a'],
    ['Dawn', 'audio/ogg', 'Dawn.ogg'],
    ['Dawn', null, 'Dawn.mp3'],
    ['Who? What: Why/How', 'audio/mpeg', 'Who What Why How.mp3'],
    ['   ', 'audio/flac', 'story.flac'],
  ])('%j as %s is saved as %j', (title, type, name) => {
    expect(audioFileName(title, type)).toBe(name)
  })
})
