import { describe, expect, it } from 'vitest'
import { MAX_WARMUP_URLS } from '../../contract/audio.ts'
import { legacyAudioUrl, storiesToWarm } from './legacy-audio.ts'
import { makeStory } from '../lib/make-story.testing.ts'

describe('legacyAudioUrl', () => {
  it.each([
    ['no audio', null, null, null],
    ['an https link', null, 'https://drive.example/f?id=1', 'https://drive.example/f?id=1'],
    ['an http upload link', 'http://old.example/a.mp3', null, 'http://old.example/a.mp3'],
    ['an upper-case scheme', null, 'HTTPS://cdn.example/a.mp3', 'HTTPS://cdn.example/a.mp3'],
    ['a link with spaces around it, trimmed', null, '  https://cdn.example/a.mp3 ', 'https://cdn.example/a.mp3'],
    [
      'the upload link wins over the link',
      'https://cdn.example/a.mp3',
      'https://drive.example/b',
      'https://cdn.example/a.mp3',
    ],
    ['a file of this server plays as it is, whatever the link', '/api/audio/a.mp3', 'https://drive.example/b', null],
    ['a path of this server', null, '/objects/uploads/x', null],
    ['a blank upload falls back to the link', '  ', 'https://drive.example/y', 'https://drive.example/y'],
    ['a protocol-relative link is not absolute', null, '//cdn.example/a.mp3', null],
    ['another scheme', null, 'ftp://old.example/a.mp3', null],
    ['a scheme with no host', null, 'https:///a.mp3', null],
  ])('%s', (_name, audioFileUrl, audioUrl, expected) => {
    expect(legacyAudioUrl({ audioFileUrl, audioUrl })).toBe(expected)
  })
})

describe('storiesToWarm', () => {
  const linked = (audioUrl: string) => makeStory({ audioUrl })
  const legacy = (n: number) => linked(`https://drive.example/${n}`)

  it('keeps the order given (newest first) and skips stories without a legacy link', () => {
    const stories = [legacy(1), makeStory({ audioFileUrl: '/api/audio/x.mp3' }), makeStory(), legacy(2)]
    expect(storiesToWarm(stories).map((s) => s.url)).toEqual(['https://drive.example/1', 'https://drive.example/2'])
  })

  it(`stops at ${MAX_WARMUP_URLS} links, the server's limit`, () => {
    const stories = Array.from({ length: MAX_WARMUP_URLS + 5 }, (_, i) => legacy(i))
    const picked = storiesToWarm(stories)
    expect(picked).toHaveLength(MAX_WARMUP_URLS)
    expect(picked.at(-1)?.story).toBe(stories[MAX_WARMUP_URLS - 1])
  })

  it('asks for a link shared by two stories once, for the newer story', () => {
    const newer = linked('https://drive.example/same')
    const older = linked('https://drive.example/same')
    expect(storiesToWarm([newer, older])).toEqual([{ story: newer, url: 'https://drive.example/same' }])
  })

  it('answers nothing when no story has a legacy link', () => {
    expect(storiesToWarm([makeStory(), makeStory({ audioFileUrl: '/audio/a' })])).toEqual([])
  })
})
