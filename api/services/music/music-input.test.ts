// The music forms' text as the publisher reads it: names trimmed, a blank album none, the client's id.
import { describe, expect, it } from 'vitest'
import { checkTrackFieldsSoFar, parseAlbumUpdate, parseTrackCreate } from './music-input.ts'

const track = (overrides: Record<string, string> = {}) => ({
  title: 'Vessa Dawn',
  artist: 'The Vessa Watch',
  ...overrides,
})

describe('parseTrackCreate', () => {
  it.each<[string, Record<string, string>, object]>([
    [
      'trims names',
      track({ title: '  Vessa Dawn ', artist: ' Ilen Marr ', albumTitle: ' Signals ' }),
      { title: 'Vessa Dawn', artist: 'Ilen Marr', albumTitle: 'Signals' },
    ],
    ['reads a track sent without an album as one without', track(), { albumTitle: null }],
    ['reads a blank album as none', track({ albumTitle: '   ' }), { albumTitle: null }],
    [
      "reads the client's id in lower case",
      track({ id: ' 3F0C1A52-7D4E-4B8A-9C2D-5E6F7A8B9C0D ' }),
      { id: '3f0c1a52-7d4e-4b8a-9c2d-5e6f7a8b9c0d' },
    ],
    ['reads a track number', track({ trackNumber: ' 7 ' }), { trackNumber: 7 }],
    ['keeps a description as written', track({ description: '  Slow tones.\n' }), { description: '  Slow tones.\n' }],
    ['makes a blank description none', track({ description: '   ' }), { description: null }],
  ])('%s', (_case, raw, expected) => {
    expect(parseTrackCreate(raw)).toMatchObject(expected)
  })

  it('leaves a blank track number to the album', () => {
    expect(parseTrackCreate(track({ trackNumber: '' }))).not.toHaveProperty('trackNumber')
  })

  it('has no id when the client sent none, or a blank one', () => {
    expect(parseTrackCreate(track())).not.toHaveProperty('id')
    expect(parseTrackCreate(track({ id: '' }))).not.toHaveProperty('id')
  })

  it.each<[string, Record<string, string>, string]>([
    ['no title', { artist: 'Ilen Marr' }, 'Title is required (at most 200 characters).'],
    ['a blank artist', track({ artist: '  ' }), 'Artist is required (at most 200 characters).'],
    ['track number 0', track({ trackNumber: '0' }), 'Track number must be a whole number from 1 to 10000.'],
    [
      'track number 1.5 (never cut to 1)',
      track({ trackNumber: '1.5' }),
      'Track number must be a whole number from 1 to 10000.',
    ],
    ['track number 10001', track({ trackNumber: '10001' }), 'Track number must be a whole number from 1 to 10000.'],
    ['an id that is not a UUID', track({ id: 'track-1' }), 'id must be a track id (a UUID).'],
  ])('refuses %s', (_case, raw, message) => {
    expect(() => parseTrackCreate(raw)).toThrow(message)
  })
})

describe('checkTrackFieldsSoFar', () => {
  it('passes a form whose required names have not arrived yet', () => {
    expect(() => checkTrackFieldsSoFar({ albumTitle: 'Signals' })).not.toThrow()
  })

  it('refuses a name that arrived blank', () => {
    expect(() => checkTrackFieldsSoFar({ title: ' ' })).toThrow('Title is required')
  })
})

describe('parseAlbumUpdate', () => {
  it('leaves the description unchanged when it is not sent', () => {
    expect(parseAlbumUpdate({ title: ' Signals ', artist: 'The Vessa Watch' })).toEqual({
      title: 'Signals',
      artist: 'The Vessa Watch',
    })
  })

  it('takes an empty description', () => {
    expect(parseAlbumUpdate({ title: 'Signals', artist: 'The Vessa Watch', description: '' })).toMatchObject({
      description: '',
    })
  })

  it.each([
    [{ artist: 'The Vessa Watch' }, 'Title is required'],
    [{ title: 'Signals', artist: '' }, 'Artist is required'],
  ])('refuses %j', (raw, message) => {
    expect(() => parseAlbumUpdate(raw)).toThrow(message)
  })
})
