// The admin's character writes through the outbox against the real server, on fake-indexeddb: a
// new character with a picture arrives once (the picture uploaded first, its address kept so a
// retry does not upload it again); a refused picture stops the save and says it was the picture;
// an edit and a delete land on the device.
import fs from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { useServerAndLocalDb } from '../testing/server-and-local-db.ts'
import { useAdminFetch } from '../testing/admin-fetch.ts'
import { db } from '../../db/local/db.ts'
import { drainOutbox } from '../../db/outbox/outbox.ts'
import type { OutboxEntry, OutboxEntryOf, OutboxKind } from '../../db/outbox/outbox-entry.ts'
import { FIXTURES } from '../../api/testing/build-test-app.ts'
import { queueCharacterDelete, queueCharacterSave, type CharacterFields } from './characters.ts'

/** The entry, of the kind the test made (a wrong kind fails the test). */
function entryOf<K extends OutboxKind>(kind: K, entry: OutboxEntry | undefined): OutboxEntryOf<K> {
  if (entry?.kind !== kind) throw new Error(`a ${kind} entry was expected`)
  return entry as OutboxEntryOf<K>
}

const t = useServerAndLocalDb()
const photo = () =>
  new File([fs.readFileSync(path.join(FIXTURES, 'images', 'gps-DSCN0010.jpg'))], 'photo.jpg', { type: 'image/jpeg' })
const fields = (name: string): CharacterFields => ({
  name,
  bio: 'A life in the Curve.',
  image_url: null,
  faction: 'curve',
  role: 'Supporting',
})
const serverRows = () => t.server.app.db.selectFrom('characters').select(['id', 'name', 'image_url', 'role']).execute()
const asked: string[] = []
beforeEach(() => {
  asked.length = 0
})
useAdminFetch(t, { onRequest: (method, pathname) => asked.push(`${method} ${pathname}`) })

describe('character writes through the outbox', () => {
  it('uploads the picture, then makes the character with the id chosen on the device', async () => {
    const seq = await queueCharacterSave(fields('Quill'), photo())
    const { characterId } = entryOf('character.save', await db.outbox.get(seq)).payload
    expect(await drainOutbox()).toMatchObject({ delivered: 1, refused: [] })
    const [row] = await serverRows()
    expect(row).toMatchObject({ id: characterId, name: 'Quill', role: 'Supporting' })
    expect(row!.image_url).toMatch(/^\/api\/media\/images\//)
    expect(await db.characters.get(characterId)).toMatchObject({ name: 'Quill', image_url: row!.image_url })
    expect(asked).toEqual(['POST /api/upload/character-image', 'POST /api/characters'])
  })

  it('does not upload the picture again when the character itself has to be retried', async () => {
    const seq = await queueCharacterSave({ ...fields('x'.repeat(300)) }, photo())
    expect((await drainOutbox()).refused).toHaveLength(1)
    const entry = entryOf('character.save', await db.outbox.get(seq))
    expect(entry.problem).toMatchObject({ code: 'BAD_INPUT', status: 400 })
    expect(entry.problem?.during).toBeUndefined()
    expect(entry.payload.image).toBeUndefined()
    expect(entry.payload.fields.image_url).toMatch(/^\/api\/media\/images\//)
    expect(asked.filter((a) => a.includes('character-image'))).toHaveLength(1)
  })

  it('stops the save when the picture is refused, and says it was the picture', async () => {
    const notAPicture = new File(['<html>no</html>'], 'photo.jpg', { type: 'image/jpeg' })
    const seq = await queueCharacterSave(fields('Frame'), notAPicture)
    expect((await drainOutbox()).refused).toHaveLength(1)
    expect((await db.outbox.get(seq))!.problem).toMatchObject({ during: 'upload', status: 400 })
    expect(asked).toEqual(['POST /api/upload/character-image'])
    expect(await serverRows()).toEqual([])
  })

  it('edits and deletes, and the device follows', async () => {
    await queueCharacterSave(fields('Orin'), undefined)
    await drainOutbox()
    const [made] = await db.characters.toArray()
    await queueCharacterSave({ ...fields('Orin'), role: 'Minor', faction: null }, undefined, made)
    expect(await drainOutbox()).toMatchObject({ delivered: 1 })
    expect(await db.characters.get(made!.id)).toMatchObject({ role: 'Minor', faction: null })
    await queueCharacterDelete(made!)
    await queueCharacterDelete(made!) // a replay after a lost answer is done, not refused
    expect(await drainOutbox()).toMatchObject({ delivered: 2, refused: [] })
    expect(await db.characters.count()).toBe(0)
    expect(await serverRows()).toEqual([])
  })
})
