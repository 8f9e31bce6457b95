// What mentions of a character in a story's text need from the server (issue 25), on SQLite and
// (second pass) PostgreSQL: its aliases, kept without blanks or repeats, and the story it first
// appears in, which must exist, and which a delete of that story clears (with a sync change).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { makeCharacter, makeStory, postCharacter } from '../testing/builders.ts'
import { ALIASES_MAX, type Character } from '../../contract/character.ts'
import type { SyncPage } from '../../contract/sync.ts'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.close()
})

const put = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/characters/${id}`, headers: adminHeaders, payload })
const listed = async (id: string) =>
  ((await t.app.inject({ method: 'GET', url: '/api/characters' })).json() as Character[]).find((c) => c.id === id)

describe('aliases and a first story', () => {
  it('a character has none unless given', async () => {
    expect(await makeCharacter(t.app)).toMatchObject({ aliases: [], firstStoryId: null })
  })

  it('keeps the aliases trimmed, without blanks, repeats (case aside) or the name itself', async () => {
    const character = await makeCharacter(t.app, {
      name: 'Ilen Varo',
      aliases: [' Ilen ', 'the Knight', 'ilen', '', 'ILEN VARO'],
    })
    expect(character.aliases).toEqual(['Ilen', 'the Knight'])
    expect((await listed(character.id))!.aliases).toEqual(['Ilen', 'the Knight'])
  })

  it('refuses too many aliases, or one too long, and changes nothing', async () => {
    const tooMany = await postCharacter(t.app, {
      aliases: Array.from({ length: ALIASES_MAX + 1 }, (_, i) => `Name ${i}`),
    })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().message).toBe(`aliases must be at most ${ALIASES_MAX} names of at most 80 characters each.`)
    expect((await postCharacter(t.app, { aliases: ['x'.repeat(81)] })).statusCode).toBe(400)
    expect(await t.app.db.selectFrom('characters').selectAll().execute()).toEqual([])
  })

  it('takes a first story the server has, refuses one it has not, and an edit without it keeps it', async () => {
    const story = await makeStory(t.app)
    const character = await makeCharacter(t.app, { firstStoryId: story.id.toUpperCase() })
    expect(character.firstStoryId).toBe(story.id)

    const unknown = await postCharacter(t.app, { name: 'Nobody', firstStoryId: '0b7e4a52-5f4e-4d7c-9a51-3f1c2f0e9d11' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({
      code: 'BAD_INPUT',
      message: 'firstStoryId names no story: pick the story the character first appears in, or none.',
    })
    expect((await postCharacter(t.app, { name: 'Nobody', firstStoryId: 'chapter-one' })).json().message).toBe(
      'firstStoryId must be a story id (a UUID), or empty for none.',
    )

    const edited = (
      await put(character.id, { name: character.name, bio: character.bio, aliases: ['Ilen'] })
    ).json() as Character
    expect(edited).toMatchObject({ aliases: ['Ilen'], firstStoryId: story.id })
    expect(
      (await put(character.id, { name: character.name, bio: character.bio, firstStoryId: '' })).json(),
    ).toMatchObject({ aliases: ['Ilen'], firstStoryId: null })
  })

  it('deleting the first story leaves the character with none, and sync says so', async () => {
    const story = await makeStory(t.app)
    const character = await makeCharacter(t.app, { firstStoryId: story.id })
    const { cursor } = (await t.app.inject({ method: 'GET', url: '/api/sync?since=0' })).json() as SyncPage
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}`, headers: adminHeaders })).statusCode,
    ).toBe(204)
    const after = (await t.app.inject({ method: 'GET', url: `/api/sync?since=${cursor}` })).json() as SyncPage
    expect(after.changes).toEqual([
      { type: 'story', op: 'delete', id: story.id },
      { type: 'character', op: 'put', id: character.id, data: { ...character, firstStoryId: null } },
    ])
  })
})
