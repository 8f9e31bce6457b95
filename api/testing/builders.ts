// Test builders: publish stories through the real API with overridable fields.
import type { App } from '../app.ts'
import type { Story } from '../../db/schema/story.ts'
import { adminHeaders } from './build-test-app.ts'
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
