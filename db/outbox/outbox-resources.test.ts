// The outbox's ordering rule: entries that share a row go in the order they were made, entries on
// different rows never wait for each other. Each case names what would go wrong without it.
import { describe, expect, it } from 'vitest'
import { albumTitleKey } from '../../contract/music-rules.ts'
import type { OutboxEntry } from './outbox-entry.ts'
import { resourceKey, resourcesOf } from './outbox-resources.ts'

const entry = (kind: OutboxEntry['kind'], payload: Record<string, unknown>) =>
  ({ kind, payload }) as unknown as OutboxEntry
const waitsFor = (later: OutboxEntry, earlier: OutboxEntry) =>
  resourcesOf(later).some((r) => resourcesOf(earlier).includes(r))

const track = (trackId: string, album: { albumId?: string; albumTitle?: string }) =>
  entry('track.create', { trackId, albumId: album.albumId, fields: { albumTitle: album.albumTitle } })

describe('resourcesOf', () => {
  it.each<[OutboxEntry['kind'], Record<string, unknown>, string]>([
    ['comment.create', { id: 'm1', storyId: 's1' }, resourceKey('comment', 'm1')],
    ['comment.delete', { id: 'm1', storyId: 's1' }, resourceKey('comment', 'm1')],
    ['audioProgress.save', { storyId: 's1' }, resourceKey('audioProgress', 's1')],
    ['story.publish', { storyId: 's1' }, resourceKey('story', 's1')],
    ['story.update', { storyId: 's1' }, resourceKey('story', 's1')],
    ['story.delete', { id: 's1' }, resourceKey('story', 's1')],
    ['track.create', { trackId: 't1', albumId: 'a1', fields: {} }, resourceKey('track', 't1')],
    ['track.delete', { id: 't1' }, resourceKey('track', 't1')],
    ['album.update', { albumId: 'a1' }, resourceKey('album', 'a1')],
    ['album.delete', { id: 'a1' }, resourceKey('album', 'a1')],
    ['character.save', { characterId: 'c1' }, resourceKey('character', 'c1')],
    ['character.delete', { id: 'c1' }, resourceKey('character', 'c1')],
    ['link.create', { linkId: 'l1' }, resourceKey('link', 'l1')],
    ['link.delete', { id: 'l1' }, resourceKey('link', 'l1')],
    ['link.reorder', { order: [{ id: 'l1' }] }, 'links:order'],
    ['backgroundMusic.upload', { id: 'b1' }, resourceKey('backgroundMusic', 'b1')],
  ])('names first the row a %s is about (its pending mark goes there)', (kind, payload, row) => {
    expect(resourcesOf(entry(kind, payload))[0]).toBe(row)
  })

  it("sends a track after its album's own edit and delete", () => {
    const added = track('t1', { albumId: 'a1' })
    expect(waitsFor(added, entry('album.update', { albumId: 'a1' }))).toBe(true)
    expect(waitsFor(added, entry('album.delete', { id: 'a1' }))).toBe(true)
    expect(waitsFor(added, entry('album.update', { albumId: 'a2' }))).toBe(false)
  })

  it("holds two tracks for one new album (named, not yet made) in order, whatever the title's case and spaces", () => {
    const first = track('t1', { albumTitle: 'Signals from the Gate' })
    expect(waitsFor(track('t2', { albumTitle: '  signals FROM the gate ' }), first)).toBe(true)
    expect(waitsFor(track('t3', { albumTitle: 'Another Album' }), first)).toBe(false)
    // No album at all: a track waits for nothing but itself.
    expect(resourcesOf(track('t4', { albumTitle: '   ' }))).toEqual([resourceKey('track', 't4')])
  })

  it.each([
    ['Signals from the Gate', '  signals FROM the gate '],
    ['STRAẞE DER STERNE', 'Straße der Sterne'],
    ['Straße der Sterne', 'Strasse der Sterne'],
    ['Echoes', 'Echoes II'],
    // One character é, or e and a combining accent: the same album on the server.
    ['Café', 'Cafe\u0301'],
  ])('holds a track for the album %j behind one for %j exactly when the server files both in one album', (a, b) => {
    expect(waitsFor(track('t2', { albumTitle: b }), track('t1', { albumTitle: a }))).toBe(
      albumTitleKey(a) === albumTitleKey(b),
    )
  })

  it('never holds a track for an album named by title behind an album whose id reads the same', () => {
    expect(waitsFor(track('t1', { albumTitle: 'a1' }), entry('album.update', { albumId: 'a1' }))).toBe(false)
  })

  it('sends a reorder after a pending add or delete of a link it names, and one reorder after another', () => {
    const reorder = entry('link.reorder', { order: [{ id: 'l1' }, { id: 'l2' }] })
    expect(waitsFor(reorder, entry('link.create', { linkId: 'l2' }))).toBe(true)
    expect(waitsFor(reorder, entry('link.delete', { id: 'l1' }))).toBe(true)
    expect(waitsFor(reorder, entry('link.create', { linkId: 'l3' }))).toBe(false)
    expect(waitsFor(entry('link.reorder', { order: [{ id: 'l3' }] }), reorder)).toBe(true)
  })

  it('never holds one character, story or comment up behind another', () => {
    expect(
      waitsFor(entry('character.save', { characterId: 'c2' }), entry('character.save', { characterId: 'c1' })),
    ).toBe(false)
    expect(waitsFor(entry('story.update', { storyId: 's2' }), entry('story.publish', { storyId: 's1' }))).toBe(false)
    expect(waitsFor(entry('comment.create', { id: 'm2' }), entry('comment.create', { id: 'm1' }))).toBe(false)
  })

  it("keeps a row's own create, edit and delete in order", () => {
    expect(waitsFor(entry('character.delete', { id: 'c1' }), entry('character.save', { characterId: 'c1' }))).toBe(true)
    expect(waitsFor(entry('story.update', { storyId: 's1' }), entry('story.publish', { storyId: 's1' }))).toBe(true)
    expect(waitsFor(entry('story.delete', { id: 's1' }), entry('story.update', { storyId: 's1' }))).toBe(true)
    expect(waitsFor(entry('comment.delete', { id: 'm1' }), entry('comment.create', { id: 'm1' }))).toBe(true)
    expect(waitsFor(entry('track.delete', { id: 't1' }), track('t1', { albumId: 'a1' }))).toBe(true)
    expect(
      waitsFor(entry('audioProgress.save', { storyId: 's1' }), entry('audioProgress.save', { storyId: 's1' })),
    ).toBe(true)
    expect(waitsFor(entry('backgroundMusic.upload', { id: 'b2' }), entry('backgroundMusic.upload', { id: 'b1' }))).toBe(
      false,
    )
  })
})
