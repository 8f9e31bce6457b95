// The Topic rule: valid for any story id, one topic per story, the same topic for every copy.
import { describe, expect, it } from 'vitest'
import { PUSH_TOPIC_MAX_LENGTH, storyTopic } from './push-topic.ts'

const URL_SAFE_BASE64 = /^[A-Za-z0-9_-]+$/

describe('storyTopic', () => {
  it.each([
    ['a UUID', '0f8fad5b-d9cb-469f-a165-70867728950e', '0f8fad5bd9cb469fa16570867728950e'],
    ['an upper-case UUID', '0F8FAD5B-D9CB-469F-A165-70867728950E', '0f8fad5bd9cb469fa16570867728950e'],
  ])('keeps the 32 hex digits of %s', (_, id, topic) => {
    expect(storyTopic(id)).toBe(topic)
  })

  it.each([
    ['longer than 32 characters', 'the-ninth-gate-and-the-knights-of-the-curve'],
    ['with characters outside the alphabet', 'story/1 ✓+='],
    ['a UUID without its dashes', '0f8fad5bd9cb469fa16570867728950e'],
    ['empty', ''],
  ])('hashes an id %s into at most 32 URL-safe base64 characters', (_, id) => {
    const topic = storyTopic(id)
    expect(topic).toMatch(URL_SAFE_BASE64)
    expect(topic.length).toBeLessThanOrEqual(PUSH_TOPIC_MAX_LENGTH)
    expect(storyTopic(id)).toBe(topic)
  })

  it('gives ids that differ only in what a cut or a strip would drop different topics', () => {
    const long = 'x'.repeat(PUSH_TOPIC_MAX_LENGTH)
    expect(storyTopic(`${long}-1`)).not.toBe(storyTopic(`${long}-2`))
    expect(storyTopic('a-b')).not.toBe(storyTopic('ab'))
  })
})
