import { describe, expect, it } from 'vitest'
import { keptNote, NOTE_MAX_CHARACTERS, noteCounter, noteLength, noteProblem } from './note-rule.ts'

describe('the note length rule', () => {
  it.each([
    ['an empty note', '', null],
    ['a short note', 'Remember the bell.', null],
    ['exactly 2,000 characters', 'a'.repeat(2000), null],
    ['2,000 emoji (4,000 UTF-16 units)', '🌧'.repeat(2000), null],
    [
      'one character over',
      'a'.repeat(2001),
      'A note can be up to 2,000 characters. This one has 2,001: shorten it by 1.',
    ],
    ['far over', 'a'.repeat(5000), 'A note can be up to 2,000 characters. This one has 5,000: shorten it by 3,000.'],
  ])('%s', (_, note, problem) => {
    expect(noteProblem(note)).toBe(problem)
  })

  it('counts an emoji or a letter with its accent as a person would', () => {
    expect(noteLength('🌧')).toBe(1)
    expect(noteLength('é')).toBe(1)
    expect(NOTE_MAX_CHARACTERS).toBe(2000)
  })

  it('shows the count against the limit', () => {
    expect(noteCounter('')).toBe('0 / 2,000')
    expect(noteCounter('a'.repeat(2001))).toBe('2,001 / 2,000')
  })

  it('keeps a note without the blank space around it', () => {
    expect(keptNote('  line one\n\nline two \n')).toBe('line one\n\nline two')
    expect(keptNote(' \n ')).toBe('')
  })
})
