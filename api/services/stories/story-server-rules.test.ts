// The server's pure story rules as tables: a story's audio address, its search queries.
import { describe, expect, it } from 'vitest'
import { cleanAudioFileUrl } from './audio-links.ts'
import { toFtsQuery, toTsQuery } from '../../../db/server/dialect/full-text-index.ts'

describe('cleanAudioFileUrl', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['/api/audio/abc.mp3', '/api/audio/abc.mp3'],
    ['/audio/abc', '/audio/abc'],
    ['/objects/uploads/xyz', '/objects/uploads/xyz'],
    ['https://cdn.example/a.mp3', 'https://cdn.example/a.mp3'],
    ['{"audioFileUrl":"/audio/track-7.mp3"}', '/audio/track-7.mp3'],
    ['{"url":"https://bucket.example/uploads/9f1e?sig"}', '/audio/9f1e'],
    ['{"broken json', null],
    ['{"id": 42}', null],
    ['/api/audio/../../etc/passwd', 'invalid'],
    ['javascript:alert(1)', 'invalid'],
    ['ftp://example.com/a.mp3', 'invalid'],
  ])('cleans %j to %j', (raw, expected) => expect(cleanAudioFileUrl(raw)).toBe(expected))
})

describe('toFtsQuery', () => {
  it.each([
    ['gate', '"gate"*'],
    ['  two   words ', '"two" "words"*'],
    ['say "hi"', '"say" """hi"""*'],
    ['NEAR(a b) OR c*', '"NEAR(a" "b)" "OR" "c*"*'],
    ['!!! ???', null],
    ['', null],
  ])('quotes %j as %j', (input, expected) => expect(toFtsQuery(input)).toBe(expected))
})

describe('toTsQuery', () => {
  it.each([
    ['gate', "'gate':*"],
    ['  Two   Wörds ', "'two' & 'words':*"],
    ['say "hi" it\'s', "'say' & 'hi' & 'it' & 's':*"],
    ['NEAR(a b) | !c <-> d:*', "'near' & 'a' & 'b' & 'c' & 'd':*"],
    ['!!! ???', null],
    ['', null],
  ])('quotes %j as %j', (input, expected) => expect(toTsQuery(input)).toBe(expected))
})
