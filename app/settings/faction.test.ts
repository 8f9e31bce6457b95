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
  it('each faction the picker offers is one a stored choice reads back, with its own name and colour', () => {
    for (const id of FACTION_IDS) expect(parseFaction(id)).toBe(id)
    expect(new Set(FACTION_IDS.map((id) => FACTIONS[id].name)).size).toBe(FACTION_IDS.length)
    expect(new Set(FACTION_IDS.map((id) => FACTIONS[id].colour)).size).toBe(FACTION_IDS.length)
  })
})
