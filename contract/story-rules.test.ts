// The story rules both ends apply, as tables: read time and word count.
import { describe, expect, it } from 'vitest'
import { countWords, DEFAULT_DESCRIPTION, readTimeFor } from './story-rules.ts'

describe('readTimeFor', () => {
  it.each([
    ['', '1min'],
    ['one', '1min'],
    ['w '.repeat(299), '1min'],
    ['w '.repeat(300), '2min'],
    ['w '.repeat(700), '4min'],
    ['— * ** ***', '1min'],
  ])('reads %j as %s', (text, expected) => expect(readTimeFor(text)).toBe(expected))
})

describe('countWords', () => {
  it.each([
    ['', 0],
    ['  Hello,   world!  ', 2],
    ['**Chapter 1: Dawn**', 3],
    ['日本語 テキスト', 2],
    ['- - -', 0],
  ])('counts %j as %i', (text, n) => expect(countWords(text)).toBe(n))
})

describe('DEFAULT_DESCRIPTION', () => {
  it('is itself a description: a story sent without one never shows a blank one', () => {
    expect(DEFAULT_DESCRIPTION.trim()).not.toBe('')
  })
})
