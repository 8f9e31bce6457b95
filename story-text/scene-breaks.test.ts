import { describe, expect, it } from 'vitest'
import { isSceneBreak, separateSceneBreaks } from './scene-breaks.ts'

describe('isSceneBreak', () => {
  it.each([
    ['***', true],
    ['---', true],
    ['* * *', true],
    ['___', true],
    ['  -----  ', true],
    ['**', false],
    ['*-*', false],
    ['--- words', false],
    ['**bold**', false],
    ['', false],
  ])('%j → %s', (line, expected) => {
    expect(isSceneBreak(line)).toBe(expected)
  })
})

describe('separateSceneBreaks', () => {
  it('puts blank lines around a break so `---` under a paragraph is not a heading underline', () => {
    expect(separateSceneBreaks('She left.\n---\nHe stayed.')).toBe('She left.\n\n---\n\nHe stayed.')
  })

  it('leaves other lines alone', () => {
    expect(separateSceneBreaks('A **bold** line\n\nAnother')).toBe('A **bold** line\n\nAnother')
  })
})
