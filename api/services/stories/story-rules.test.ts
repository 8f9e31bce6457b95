// The pure story rules as tables.
import { describe, expect, it } from 'vitest'
import { cleanAudioFileUrl } from './audio-links.ts'
import { countWords, readTimeFor } from '../../../contract/story-rules.ts'
import { toFtsQuery, toTsQuery } from '../../../db/server/dialect/full-text-index.ts'

describe('readTimeFor', () => {
  it.each([
    ['', '1min'], ['one', '1min'], ['w '.repeat(299), '1min'], ['w '.repeat(300), '2min'],
    ['w '.repeat(700), '4min'], ['— * ** ***', '1min'],
  ])('reads %j as %s', (text, expected) => expect(readTimeFor(text)).toBe(expected))
})

describe('countWords', () => {
  it.each([
    ['', 0], ['  Hello,   world!  ', 2], ['**Chapter 1: Dawn**', 3], ['日本語 テキスト', 2], ['- - -', 0],
  ])('counts %j as %i', (text, n) => expect(countWords(text)).toBe(n))
})

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
    ["say \"hi\" it's", "'say' & 'hi' & 'it' & 's':*"],
    ['NEAR(a b) | !c <-> d:*', "'near' & 'a' & 'b' & 'c' & 'd':*"],
    ['!!! ???', null],
    ['', null],
  ])('quotes %j as %j', (input, expected) => expect(toTsQuery(input)).toBe(expected))
})
