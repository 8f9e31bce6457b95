import { describe, expect, it } from 'vitest'
import { storyAudioSource } from './story-audio-source.ts'

const proxied = (url: string) => `/api/audio-proxy?url=${encodeURIComponent(url)}`

describe('storyAudioSource', () => {
  it.each([
    ['no audio', null, null, null],
    ['an uploaded file plays as it is', '/api/audio/a.mp3', null, '/api/audio/a.mp3'],
    ['the uploaded file wins over a link', '/api/audio/a.mp3', 'https://drive.example/x', '/api/audio/a.mp3'],
    ['a /api/audio/ link plays directly', null, '/api/audio/123', '/api/audio/123'],
    ['an /audio/ link plays directly', null, '/audio/abc', '/audio/abc'],
    ['an /objects/ link plays directly', null, '/objects/uploads/x', '/objects/uploads/x'],
    [
      'any other link goes through the proxy',
      null,
      'https://drive.example/f?id=1&x=2',
      proxied('https://drive.example/f?id=1&x=2'),
    ],
    [
      'a legacy http:// upload link goes through the proxy',
      'http://old.example/a.mp3',
      null,
      proxied('http://old.example/a.mp3'),
    ],
    [
      'an https upload link goes through the proxy',
      'https://cdn.example/a.mp3',
      null,
      proxied('https://cdn.example/a.mp3'),
    ],
    ['a protocol-relative link goes through the proxy', '//cdn.example/a.mp3', null, proxied('//cdn.example/a.mp3')],
    ['a blank upload falls back to the link', '  ', 'https://drive.example/y', proxied('https://drive.example/y')],
    ['a blank link is no audio', null, '   ', null],
  ])('%s', (_name, audioFileUrl, audioUrl, expected) => {
    expect(storyAudioSource({ audioFileUrl, audioUrl })).toBe(expected)
  })
})
