// The Character Hub's rules: role names as the spec shows them, the 100-character bio preview,
// and the search over name, bio, faction and role.
import { describe, expect, it } from 'vitest'
import type { Character } from '../../contract/character.ts'
import { bioPreview, roleLabel, searchCharacters } from './character-rules.ts'

const character = (overrides: Partial<Character>): Character => ({
  id: crypto.randomUUID(),
  name: 'Someone',
  bio: 'A life.',
  image_url: null,
  faction: null,
  role: null,
  aliases: [],
  firstStoryId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
})

describe('roleLabel', () => {
  it('names Supporting and Minor as the spec shows them, and none as nothing', () => {
    expect(roleLabel('Protagonist')).toBe('Protagonist')
    expect(roleLabel('Supporting')).toBe('Supporting Character')
    expect(roleLabel('Minor')).toBe('Minor Character')
    expect(roleLabel(null)).toBeNull()
  })
})

describe('bioPreview', () => {
  it('keeps a bio of 100 characters whole and cuts a longer one at 100 with an ellipsis', () => {
    expect(bioPreview('a'.repeat(100))).toBe('a'.repeat(100))
    expect(bioPreview('b'.repeat(101))).toBe(`${'b'.repeat(100)}…`)
  })
  it('never splits an emoji', () => {
    expect(bioPreview('🚀'.repeat(120))).toBe(`${'🚀'.repeat(100)}…`)
  })
})

describe('searchCharacters', () => {
  const vessa = character({
    name: 'Vessa Rhel',
    bio: 'Keeper of the brass ring.',
    faction: 'knights',
    role: 'Protagonist',
  })
  const orin = character({ name: 'Orin Tal', bio: 'A cartographer of doors.', faction: 'curve', role: 'Supporting' })
  const mira = character({ name: 'Mira', bio: 'Watches the tide. Véssa’s sister.', faction: 'neutral', role: 'Minor' })
  const all = [vessa, orin, mira]

  it('finds by name, by bio, ignoring case and accents', () => {
    expect(searchCharacters(all, 'orin')).toEqual([orin])
    expect(searchCharacters(all, 'BRASS')).toEqual([vessa])
    expect(searchCharacters(all, 'vessa')).toEqual([vessa, mira])
  })
  it('finds by faction id or name, and by role as stored or as shown', () => {
    expect(searchCharacters(all, 'curve')).toEqual([orin])
    expect(searchCharacters(all, 'Knights of Infinaeon')).toEqual([vessa])
    expect(searchCharacters(all, 'protagonist')).toEqual([vessa])
    expect(searchCharacters(all, 'supporting character')).toEqual([orin])
    expect(searchCharacters(all, 'minor')).toEqual([mira])
  })
  it('needs every word somewhere, and an empty search shows everyone', () => {
    expect(searchCharacters(all, 'neutral tide')).toEqual([mira])
    expect(searchCharacters(all, 'neutral brass')).toEqual([])
    expect(searchCharacters(all, '   ')).toEqual(all)
  })
})
