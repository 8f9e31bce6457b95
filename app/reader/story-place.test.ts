import { describe, expect, it } from 'vitest'
import { parsePassage, passageId, passageLink } from './story-place.ts'
import { openingWords } from './opening-words.ts'
import { listenLink, parseListenAt } from '../player/listen-link.ts'

describe('a passage link', () => {
  it.each([
    ['#c1-p1', { chapter: 1, paragraph: 1 }],
    ['#c2-p13', { chapter: 2, paragraph: 13 }],
    ['c3-p4', { chapter: 3, paragraph: 4 }],
  ])('reads %s', (hash, passage) => {
    expect(parsePassage(hash)).toEqual(passage)
    expect(`#${passageId(passage)}`).toBe(hash.startsWith('#') ? hash : `#${hash}`)
  })

  it.each(['', '#', '#c0-p1', '#c1-p0', '#c1', '#p1', '#c1-p1x', '#c-1-p2', '#C1-P1', '#c01-p1', '#chapter-2'])(
    'refuses %j',
    (hash) => {
      expect(parsePassage(hash)).toBeNull()
    },
  )

  it('is built from the origin, the story and the place', () => {
    expect(passageLink('https://hub.example', 'abc', { chapter: 2, paragraph: 5 })).toBe(
      'https://hub.example/read/abc#c2-p5',
    )
  })
})

describe('a listening link', () => {
  it.each([
    ['?t=754', 754],
    ['?t=0', 0],
    ['?x=1&t=12', 12],
  ])('reads %s', (search, seconds) => {
    expect(parseListenAt(search)).toBe(seconds)
  })

  it.each(['', '?t=', '?t=-5', '?t=1.5', '?t=12:34', '?t=abc', '?t=999999'])('refuses %j', (search) => {
    expect(parseListenAt(search)).toBeNull()
  })

  it('names a whole second, never a negative one', () => {
    expect(listenLink('https://hub.example', 'abc', 754.9)).toBe('https://hub.example/read/abc?t=754')
    expect(listenLink('https://hub.example', 'abc', -3)).toBe('https://hub.example/read/abc?t=0')
  })
})

describe('openingWords', () => {
  it('keeps a short passage whole and cuts a long one after its first words', () => {
    expect(openingWords('  The gate  sang. ')).toBe('The gate sang.')
    expect(openingWords('one two three four five', 3)).toBe('one two three…')
  })
})
