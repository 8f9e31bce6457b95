import { describe, expect, it } from 'vitest'
import { Value } from 'typebox/value'
import { parsePushPayload, safeAppUrl, storyNotification } from './push-payload.ts'
import { PushPayload } from '../../contract/push.ts'

const ORIGIN = 'http://127.0.0.1:8080'
const ID = '6f1c1b7e-1f0a-4a43-9d55-0c2f3b1e9a10'
const makePayload = (overrides: Partial<PushPayload> = {}): PushPayload => ({
  type: 'story',
  id: ID,
  title: 'New story: The Gate',
  body: 'A knight writes it down.',
  url: `/read/${ID}`,
  image: '/api/media/covers/abc.jpg',
  ...overrides,
})

describe('parsePushPayload', () => {
  it('accepts a story push', () => {
    expect(parsePushPayload(JSON.stringify(makePayload()))).toEqual(makePayload())
  })
  it.each([
    ['nothing', undefined],
    ['empty text', ''],
    ['not JSON', 'hello'],
    ['another type', JSON.stringify({ ...makePayload(), type: 'album' })],
    ['a bad id', JSON.stringify(makePayload({ id: 'x' }))],
    ['a missing title', JSON.stringify({ ...makePayload(), title: undefined })],
    ['an array', '[]'],
    ['null', 'null'],
    ['a number for a title', JSON.stringify({ ...makePayload(), title: 7 })],
    ['a missing image', JSON.stringify({ ...makePayload(), image: undefined })],
    ['an image that is a number', JSON.stringify({ ...makePayload(), image: 1 })],
  ])('ignores %s', (_label, text) => {
    expect(parsePushPayload(text)).toBeUndefined()
    // The hand check answers as the schema does.
    if (text)
      expect(
        Value.Check(
          PushPayload,
          (() => {
            try {
              return JSON.parse(text)
            } catch {
              return text
            }
          })(),
        ),
      ).toBe(false)
  })

  it.each([
    ['no image', makePayload({ image: null })],
    ['an upper-case id', makePayload({ id: ID.toUpperCase() })],
    ['extra fields', { ...makePayload(), sentAt: 'now' }],
  ])('accepts %s, as the schema does', (_label, payload) => {
    expect(parsePushPayload(JSON.stringify(payload))).toBeDefined()
    expect(Value.Check(PushPayload, payload)).toBe(true)
  })
})

describe('safeAppUrl', () => {
  it.each([
    [`/read/${ID}`, `/read/${ID}`],
    [`${ORIGIN}/library?q=x#top`, '/library?q=x#top'],
    ['https://evil.test/read/1', '/'],
    ['javascript:alert(1)', '/'],
    [42, '/'],
  ])('%s → %s', (raw, expected) => {
    expect(safeAppUrl(raw, ORIGIN)).toBe(expected)
  })
})

describe('storyNotification', () => {
  it('shows the story with our icon, an absolute cover and where a click goes', () => {
    const { title, options } = storyNotification(makePayload(), ORIGIN)
    expect(title).toBe('New story: The Gate')
    expect(options).toMatchObject({
      body: 'A knight writes it down.',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      image: `${ORIGIN}/api/media/covers/abc.jpg`,
      data: { url: `/read/${ID}`, id: ID },
      tag: `story-${ID}`,
    })
  })
  it('leaves the image out when the story has no cover', () => {
    expect(storyNotification(makePayload({ image: null }), ORIGIN).options).not.toHaveProperty('image')
  })
})
