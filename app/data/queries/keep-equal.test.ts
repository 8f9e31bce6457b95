import { describe, expect, it } from 'vitest'
import { keepEqual } from './keep-equal.ts'

const story = (id: string, title: string) => ({ id, title, shelf: ['Vessa', 1], timings: [{ at: 0 }] })

describe('keepEqual', () => {
  it('answers the list shown when the new read equals it, deep down', () => {
    const shown = [story('a', 'One'), story('b', 'Two')]
    expect(keepEqual(shown, [story('a', 'One'), story('b', 'Two')])).toBe(shown)
  })

  it('keeps each unchanged item as the object shown, and gives the changed one anew', () => {
    const shown = [story('a', 'One'), story('b', 'Two')]
    const next = keepEqual(shown, [story('a', 'One'), story('b', 'Two, edited')])
    expect(next).not.toBe(shown)
    expect(next[0]).toBe(shown[0])
    expect(next[1]).toEqual(story('b', 'Two, edited'))
    // Inside the changed item, its unchanged parts are kept too.
    expect(next[1]!.shelf).toBe(shown[1]!.shelf)
  })

  it('tells a longer, shorter or reordered list from the one shown', () => {
    const shown = [story('a', 'One'), story('b', 'Two')]
    expect(keepEqual(shown, [story('a', 'One')])).toEqual([story('a', 'One')])
    expect(keepEqual(shown, [story('a', 'One')])[0]).toBe(shown[0])
    expect(keepEqual(shown, [...shown, story('c', 'Three')])).toHaveLength(3)
    expect(keepEqual(shown, [story('b', 'Two'), story('a', 'One')])).not.toBe(shown)
  })

  it('tells a field added, removed or set to undefined', () => {
    const shown = { id: 'a', featuredAt: '2026-01-01' }
    expect(keepEqual(shown, { id: 'a' })).toEqual({ id: 'a' })
    expect(keepEqual(shown, { id: 'a', featuredAt: undefined })).not.toBe(shown)
    expect(keepEqual({ id: 'a' }, { id: 'a', featuredAt: undefined })).toEqual({ id: 'a', featuredAt: undefined })
    expect(keepEqual({ id: 'a', x: undefined }, { id: 'a', y: undefined })).toEqual({ id: 'a', y: undefined })
  })

  it('answers the new value when there was none, or of another kind', () => {
    const next = [story('a', 'One')]
    expect(keepEqual(undefined, next)).toBe(next)
    expect(keepEqual({ 0: next[0] }, next)).toBe(next)
    expect(keepEqual(null, 'x')).toBe('x')
    expect(keepEqual(Number.NaN, Number.NaN)).toBeNaN()
  })
})
