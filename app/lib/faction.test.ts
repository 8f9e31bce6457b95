import { describe, expect, it } from 'vitest'
import { FACTIONS, FACTION_IDS, parseFaction } from './faction.ts'

describe('parseFaction', () => {
  it.each([
    ['knights', 'knights'],
    ['curve', 'curve'],
    ['neutral', 'neutral'],
  ])('accepts %s', (raw, expected) => {
    expect(parseFaction(raw)).toBe(expected)
  })

  it.each([
    ['an unknown name', 'empire'],
    ['another case', 'Knights'],
    ['padding', ' curve '],
    ['an empty string', ''],
    ['a number', 3],
    ['null', null],
    ['undefined', undefined],
    ['an object', { faction: 'knights' }],
    ['an inherited key', 'toString'],
  ])('rejects %s', (_what, raw) => {
    expect(parseFaction(raw)).toBeUndefined()
  })
})

describe('FACTIONS', () => {
  it('offers exactly knights, curve and neutral, each with a name, colour and motto', () => {
    expect(FACTION_IDS).toEqual(['knights', 'curve', 'neutral'])
    for (const id of FACTION_IDS) {
      expect(FACTIONS[id].name).not.toBe('')
      expect(FACTIONS[id].colour).not.toBe('')
      expect(FACTIONS[id].motto).not.toBe('')
    }
  })
})
