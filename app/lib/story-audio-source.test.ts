import { describe, expect, it } from 'vitest'
import { storyAudioSource } from './story-audio-source.ts'

describe('storyAudioSource', () => {
  it.each([
    ['no audio', null, null, null],
    ['an uploaded file plays as it is', '/media/audio/a.mp3', null, '/media/audio/a.mp3'],
    ['the uploaded file wins over a link', '/media/audio/a.mp3', 'https://drive.example/x', '/media/audio/a.mp3'],
    ['a /api/audio/ link plays directly', null, '/api/audio/123', '/api/audio/123'],
    ['an /audio/ link plays directly', null, '/audio/abc', '/audio/abc'],
    ['an /objects/ link plays directly', null, '/objects/uploads/x', '/objects/uploads/x'],
    ['any other link goes through the proxy', null, 'https://drive.example/f?id=1&x=2', '/api/audio-proxy?url=https%3A%2F%2Fdrive.example%2Ff%3Fid%3D1%26x%3D2'],
    ['a blank link is no audio', null, '   ', null],
  ])('%s', (_name, audioFileUrl, audioUrl, expected) => {
    expect(storyAudioSource({ audioFileUrl, audioUrl })).toBe(expected)
  })
})
