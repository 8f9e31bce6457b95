// What a person reads about a write on its way: the saved-on-device toast, the row's mark and
// the one refusal toast, in the spec's words with the reason worded from its code.
import { describe, expect, it } from 'vitest'
import { freshEntry, type NewOutboxEntry } from '../../../db/outbox/outbox-entry.ts'
import type { Problem } from '../../../client/api-error.ts'
import { pendingMark, refusal, savedOnDevice } from './write-text.ts'

const taken: Problem = { code: 'ALBUM_TITLE_TAKEN', message: 'Another album is already called "Dusk".', status: 409 }
const serverDown: Problem = { code: 'INTERNAL', message: 'Something went wrong on our side.', status: 500 }
const refused = (entry: NewOutboxEntry, problem: Problem, during?: 'upload') =>
  refusal({ ...freshEntry(entry), status: 'refused', problem: { ...problem, during } })

describe('savedOnDevice', () => {
  it.each([
    [
      'offline',
      { phase: 'waiting', problem: { code: 'OFFLINE', message: '', status: 0 } } as const,
      'It will be sent when you are online.',
    ],
    [
      'behind an earlier change',
      { phase: 'waiting', after: 'Add link "A"' } as const,
      'It will be sent right after Add link "A".',
    ],
    [
      'a server problem',
      { phase: 'retrying', problem: serverDown, nextAttemptAt: 0 } as const,
      'The server had a problem. Your change is kept on this device and will be tried again.',
    ],
  ])('says why it waits: %s', (_name, state, description) => {
    expect(savedOnDevice(state)).toEqual({ title: 'Saved on this device', description })
  })
})

describe('pendingMark', () => {
  it('names the change and its state for a screen reader', () => {
    expect(
      pendingMark({ phase: 'waiting', problem: { code: 'NETWORK', message: '', status: 0 } }, 'Delete link "B"'),
    ).toEqual({
      short: 'Waiting',
      detail: 'waiting to be sent when you are online.',
      long: 'Delete link "B": waiting to be sent when you are online.',
    })
    expect(pendingMark({ phase: 'refused', problem: taken }, 'Edit of album "Dawn"').long).toBe(
      'Edit of album "Dawn": refused. Another album is already called "Dusk".',
    )
  })
})

describe('refusal', () => {
  it.each([
    [
      'a comment on a story the server no longer has (a restore took it)',
      refused(
        {
          kind: 'comment.create',
          payload: { storyId: 's', id: 'c', userId: 'u', userName: 'Ana', content: 'Hi' },
          label: 'Comment on "The Ridge"',
        },
        { code: 'STORY_NOT_FOUND', message: 'Story not found', status: 404 },
      ),
      {
        title: 'Error',
        description: 'Failed to post comment on "The Ridge": This story is no longer on the server.',
      },
    ],
    [
      'an album edit',
      refused(
        { kind: 'album.update', payload: { albumId: 'a', fields: { title: 'Dusk', artist: 'X' } }, label: 'l' },
        taken,
      ),
      { title: 'Error', description: 'Failed to update album: Another album is already called "Dusk".' },
    ],
    [
      'a refused character picture',
      refused(
        {
          kind: 'character.save',
          payload: { characterId: 'c', isNew: true, fields: { name: 'N', bio: 'B' } },
          label: 'l',
        },
        {
          code: 'INVALID_IMAGE',
          message: 'Invalid File Type: Please select a valid image file (JPEG, PNG, or WebP).',
          status: 400,
        },
        'upload',
      ),
      {
        title: 'Upload Failed',
        description:
          'Failed to upload image: Invalid File Type: Please select a valid image file (JPEG, PNG, or WebP).',
      },
    ],
    [
      'a link add',
      refused(
        {
          kind: 'link.create',
          payload: { linkId: 'l', fields: { title: 'Trap', url: 'javascript:', description: '' } },
          label: 'l',
        },
        { code: 'BAD_INPUT', message: 'URL must be http or https.', status: 400 },
      ),
      { title: 'Failed to add link', description: '"Trap": URL must be http or https.' },
    ],
  ])("words %s in the spec's words, with the server's reason, once", (_name, text, expected) => {
    expect(text).toEqual({ ...expected, variant: 'destructive' })
  })
})
