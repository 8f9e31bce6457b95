// Rows by id on a real database: only the rows asked for, each through its table's mapper, an id
// with no row left out, and no query at all for no ids.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { useTempDb } from './testing/temp-db.ts'
import { byId, byIds } from './rows-by-id.ts'
import { toCharacter, type NewCharacterRow } from './characters.ts'

const t = useTempDb()

async function makeCharacter(overrides: Partial<NewCharacterRow> = {}): Promise<string> {
  const row: NewCharacterRow = {
    id: randomUUID(),
    name: 'Ilen Marr',
    bio: 'A knight of Vessa.',
    image_url: null,
    faction: 'knights',
    role: null,
    aliases: '["Ilen"]',
    created_at: new Date().toISOString(),
    ...overrides,
  }
  await t.db.insertInto('characters').values(row).execute()
  return row.id
}

describe('byIds', () => {
  it('answers the rows asked for, mapped for the wire, and leaves out an id with no row', async () => {
    const [first, second] = [await makeCharacter(), await makeCharacter({ name: 'Oskar Venn', aliases: '[]' })]
    await makeCharacter({ name: 'Not asked for' })
    const found = await byIds(t.db, 'characters', [first, second, randomUUID()], toCharacter)
    expect(found.map((character) => character.name).sort()).toEqual(['Ilen Marr', 'Oskar Venn'])
    expect(found.find((character) => character.id === first)?.aliases).toEqual(['Ilen'])
  })

  it('asks the database nothing for no ids', async () => {
    await t.db.destroy() // a query would fail now
    await expect(byIds(t.db, 'characters', [], toCharacter)).resolves.toEqual([])
    await t.reopen()
  })
})

describe('byId', () => {
  it('answers the row, or undefined when there is none', async () => {
    const id = await makeCharacter()
    expect(await byId(t.db, 'characters', id, toCharacter)).toMatchObject({ id, name: 'Ilen Marr', firstStoryId: null })
    expect(await byId(t.db, 'characters', randomUUID(), toCharacter)).toBeUndefined()
  })
})
