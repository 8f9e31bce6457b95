// Test builders: publish stories, upload tracks, add characters and links through the real API
// with overridable fields.
import fs from 'node:fs'
import path from 'node:path'
import type { App } from '../app.ts'
import type { Story } from '../../contract/story.ts'
import type { Track } from '../../contract/music.ts'
import type { Character } from '../../contract/character.ts'
import type { Link } from '../../contract/link.ts'
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
  app: App,
  overrides: Record<string, string> = {},
  files: Record<string, TestFile> = {},
) {
  const body = await multipart(storyFields(overrides), files)
  return app.inject({ method: 'POST', url: '/api/stories', ...body, headers: { ...body.headers, ...adminHeaders } })
}

export async function makeStory(
  app: App,
  overrides: Record<string, string> = {},
  files: Record<string, TestFile> = {},
): Promise<Story> {
  const res = await postStory(app, overrides, files)
  if (res.statusCode !== 201) throw new Error(`makeStory failed: ${res.statusCode} ${res.body}`)
  return res.json()
}

/** One of the real audio fixtures (fixtures/README.md), as a form's file. */
export function audioFixture(name: string, type = name.endsWith('.m4a') ? 'audio/mp4' : 'audio/mpeg'): TestFile {
  return { name, data: fs.readFileSync(path.join(FIXTURES, 'audio', name)), type }
}

/** A real camera photo with GPS and camera metadata (the server must strip both), as a form's file. */
export const cameraPhoto = (): TestFile => ({
  name: 'cover.jpg',
  data: fs.readFileSync(path.join(FIXTURES, 'images', 'gps-DSCN0010.jpg')),
  type: 'image/jpeg',
})

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

export async function makeTrack(
  app: App,
  overrides: Record<string, string> = {},
  files?: Record<string, TestFile>,
): Promise<Track> {
  const res = await postTrack(app, overrides, files)
  if (res.statusCode !== 201) throw new Error(`makeTrack failed: ${res.statusCode} ${res.body}`)
  return res.json()
}

export function characterFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ilen Varo',
    bio: 'A knight of the outer ring who listens to gates.',
    image_url: null,
    faction: 'knights',
    role: 'Protagonist',
    ...overrides,
  }
}

export async function postCharacter(
  app: App,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = adminHeaders,
) {
  return app.inject({ method: 'POST', url: '/api/characters', headers, payload: characterFields(overrides) })
}

export async function makeCharacter(app: App, overrides: Record<string, unknown> = {}): Promise<Character> {
  const res = await postCharacter(app, overrides)
  if (res.statusCode !== 201) throw new Error(`makeCharacter failed: ${res.statusCode} ${res.body}`)
  return res.json()
}

/**
 * A site on a documentation address (RFC 5737): a link's preview of it is refused before any
 * connection, so tests that only need a link never reach the internet.
 */
export const UNREACHABLE_SITE = 'https://203.0.113.9'

export function linkFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'What is space opera?',
    url: `${UNREACHABLE_SITE}/space-opera`,
    description: 'The genre the Infinaeon grew out of.',
    ...overrides,
  }
}

export async function postLink(
  app: App,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = adminHeaders,
) {
  return app.inject({ method: 'POST', url: '/api/links', headers, payload: linkFields(overrides) })
}

export async function makeLink(app: App, overrides: Record<string, unknown> = {}): Promise<Link> {
  const res = await postLink(app, overrides)
  if (res.statusCode !== 201) throw new Error(`makeLink failed: ${res.statusCode} ${res.body}`)
  return res.json()
}
