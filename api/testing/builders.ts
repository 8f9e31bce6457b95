// Test builders: publish stories and upload tracks through the real API with overridable fields.
import fs from 'node:fs'
import path from 'node:path'
import type { App } from '../app.ts'
import type { Story } from '../../db/schema/story.ts'
import type { Track } from '../../db/schema/music.ts'
import { adminHeaders, FIXTURES } from './build-test-app.ts'
import { multipart, type TestFile } from './multipart.ts'

export function storyFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'The Quiet Gate',
    description: 'A knight hears a gate speak.',
    content: 'Chapter 1: Watch\n\nThe gate hummed through the night.',
    category: 'standalone',
    silent: 'true',
    ...overrides,
  }
}

export async function postStory(
  app: App, overrides: Record<string, string> = {}, files: Record<string, TestFile> = {},
) {
  const body = await multipart(storyFields(overrides), files)
  return app.inject({ method: 'POST', url: '/api/stories', ...body, headers: { ...body.headers, ...adminHeaders } })
}

export async function makeStory(app: App, overrides: Record<string, string> = {}, files: Record<string, TestFile> = {}): Promise<Story> {
  const res = await postStory(app, overrides, files)
  if (res.statusCode !== 201) throw new Error(`makeStory failed: ${res.statusCode} ${res.body}`)
  return res.json()
}

/** One of the real audio fixtures (fixtures/README.md), as a form's file. */
export function audioFixture(name: string, type = name.endsWith('.m4a') ? 'audio/mp4' : 'audio/mpeg'): TestFile {
  return { name, data: fs.readFileSync(path.join(FIXTURES, 'audio', name)), type }
}

export function trackFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Vessa Dawn',
    artist: 'The Vessa Watch',
    albumTitle: 'Signals from the Gate',
    trackNumber: '',
    description: 'Slow tones recorded on the brass ring.',
    ...overrides,
  }
}

/** POST /api/tracks as the spec's form sends it: text first, then audioFile and coverImage. */
export async function postTrack(
  app: App,
  overrides: Record<string, string> = {},
  files: Record<string, TestFile> = { audioFile: audioFixture('notags.mp3') },
  headers: Record<string, string> = adminHeaders,
) {
  const body = await multipart(trackFields(overrides), files)
  return app.inject({ method: 'POST', url: '/api/tracks', ...body, headers: { ...body.headers, ...headers } })
}

export async function makeTrack(app: App, overrides: Record<string, string> = {}, files?: Record<string, TestFile>): Promise<Track> {
  const res = await postTrack(app, overrides, files)
  if (res.statusCode !== 201) throw new Error(`makeTrack failed: ${res.statusCode} ${res.body}`)
  return res.json()
}
