// The release choice of the upload and edit form (issue 61): what is sent for each choice, that an
// edit leaving the choice alone sends nothing about the release, which times are refused, and that
// a publish taken back into the form comes back with the choice it was sent with.
import { describe, expect, it } from 'vitest'
import type { StorySummary } from '../../contract/story.ts'
import {
  EMPTY_FORM,
  fieldsTakenBack,
  formOfStory,
  formProblem,
  releaseChoice,
  submissionOf,
  type StoryFormState,
} from './story-form-state.ts'
import { instantOfLocalInput, localInputOf } from './schedule-time.ts'

const NOW = new Date('2026-12-06T09:20:00Z')
const HOUR = 3_600_000
const withFields = (form: StoryFormState, fields: Record<string, string>): StoryFormState => ({
  ...form,
  fields: { ...form.fields, ...fields },
})
const newStory = withFields(EMPTY_FORM, { title: 'Out Soon', content: 'Words.' })
const story = (status: StorySummary['status'], publishAt: string | null) =>
  ({
    id: 's1',
    title: 'Out Soon',
    description: '',
    category: 'standalone',
    seriesId: null,
    seasonNumber: null,
    episodeNumber: null,
    readTime: '1min',
    isFeatured: false,
    timings: [],
    status,
    publishAt,
  }) as unknown as StorySummary

describe('the release choice of a new story', () => {
  it('sends nothing about the release for Publish now', () => {
    const { fields } = submissionOf(newStory, false)
    expect(fields).not.toHaveProperty('publishAt')
    expect(fields).not.toHaveProperty('when')
    expect(fields).not.toHaveProperty('releaseWas')
  })

  it('starts "Publish on…" at the next full hour and sends that instant with its offset', () => {
    const later = { ...newStory, fields: releaseChoice(newStory, 'later', NOW) }
    expect(instantOfLocalInput(later.fields.releaseAt!)).toEqual(new Date('2026-12-06T10:00:00Z'))
    const { fields } = submissionOf(later, false)
    expect(new Date(fields.publishAt!)).toEqual(new Date('2026-12-06T10:00:00Z'))
    expect(fields.publishAt).toMatch(/[+-]\d{2}:\d{2}$/)
    expect(formProblem(later, NOW)).toBeUndefined()
  })

  it.each([
    [
      'a time passed',
      localInputOf(new Date(NOW.getTime() - HOUR)),
      'That time has passed: choose a later one, or Publish now.',
    ],
    [
      'a time past a year',
      localInputOf(new Date(NOW.getTime() + 367 * 24 * HOUR)),
      'Choose a time within a year from now.',
    ],
    ['no time', '', 'Choose a date and time.'],
  ])('refuses %s before anything is queued', (_, releaseAt, description) => {
    const later = withFields(newStory, { when: 'later', releaseAt })
    expect(formProblem(later, NOW)).toEqual({ title: 'Release Time', description })
  })
})

describe('the release choice of an edit', () => {
  const scheduledAt = new Date(NOW.getTime() + 5 * HOUR)
  const scheduled = formOfStory(story('scheduled', scheduledAt.toISOString()), 'Words.')

  it('sends nothing about the release when the choice is left alone, even once its time has passed', () => {
    expect(submissionOf(scheduled, true).fields).not.toHaveProperty('publishAt')
    expect(submissionOf(scheduled, true).fields).not.toHaveProperty('unschedule')
    expect(formProblem(scheduled, new Date(scheduledAt.getTime() + HOUR))).toBeUndefined()
    const published = formOfStory(story('published', NOW.toISOString()), 'Words.')
    expect(published.fields.when).toBe('published')
    expect(submissionOf(published, true).fields).not.toHaveProperty('publishAt')
  })

  it('sends a new time, Publish now as a blank time, and Keep as draft as unschedule', () => {
    const moved = withFields(scheduled, { releaseAt: localInputOf(new Date(scheduledAt.getTime() + HOUR)) })
    expect(new Date(submissionOf(moved, true).fields.publishAt!)).toEqual(new Date(scheduledAt.getTime() + HOUR))
    expect(submissionOf(withFields(scheduled, { when: 'now' }), true).fields.publishAt).toBe('')
    expect(submissionOf(withFields(scheduled, { when: 'draft' }), true).fields.unschedule).toBe('true')
  })

  it('opens a draft as a draft, and scheduling it sends its time', () => {
    const draft = formOfStory(story('draft', null), 'Words.')
    expect(draft.fields.when).toBe('draft')
    expect(submissionOf(draft, true).fields).not.toHaveProperty('unschedule')
    const later = { ...draft, fields: releaseChoice(draft, 'later', NOW) }
    expect(new Date(submissionOf(later, true).fields.publishAt!)).toEqual(new Date('2026-12-06T10:00:00Z'))
  })
})

describe('a publish taken back into the form', () => {
  it('comes back with the release it was sent with, never as Publish now', () => {
    const at = '2026-12-06T11:00:00+01:00'
    const back = fieldsTakenBack({ title: 'Out Soon', publishAt: at })
    expect(back).toMatchObject({ title: 'Out Soon', when: 'later', releaseAt: localInputOf(new Date(at)) })
    expect(back).not.toHaveProperty('publishAt')
    expect(fieldsTakenBack({ title: 'Out Soon', publishAt: '' })).toMatchObject({ when: 'now' })
    expect(fieldsTakenBack({ unschedule: 'true' }, scheduledBase())).toMatchObject({ when: 'draft', title: 'Kept' })
    expect(fieldsTakenBack({ title: 'Out Soon' })).toMatchObject({ when: 'now' })
  })
})

const scheduledBase = () => ({ ...EMPTY_FORM.fields, title: 'Kept', when: 'later', releaseAt: '2026-12-06T11:00' })
