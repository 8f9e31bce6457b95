// What a person reads about a write on its way to the server (the outbox): the dialog's toast
// when it is kept on the device, the row's pending mark, and the one toast of a refusal, in the
// spec's words for each kind with the reason worded from its code
// (errorText.problem). Part of the error catalogue (error-text.ts), kept apart by subject.
import type { OutboxEntry } from '../../../db/outbox/outbox-entry.ts'
import type { DeliveryState, Unanswered } from './delivery-state.ts'
import { errorText, type ErrorText } from '../../lib/error-text.ts'

/** A write the server has not answered within a few seconds (it is still being sent). */
const NO_ANSWER_YET = 'The server has not answered yet. It will be sent as soon as it can be reached.'

/** The dialog closes with this when the write waits on the device (the first and the tenth alike). */
export function savedOnDevice(state: DeliveryState | Unanswered): ErrorText {
  if (state.phase === 'unanswered') return { title: 'Saved on this device', description: NO_ANSWER_YET }
  if (state.phase === 'retrying')
    return { title: 'Saved on this device', description: errorText.problem(state.problem) }
  if (state.phase === 'waiting' && state.after)
    return { title: 'Saved on this device', description: `It will be sent right after ${state.after}.` }
  return { title: 'Saved on this device', description: 'It will be sent when you are online.' }
}

/** A comment kept on the device: why it waits (offline, or the server's reason: a rate limit says when). */
export function commentKept(state: DeliveryState | Unanswered): ErrorText {
  const description =
    state.phase === 'retrying'
      ? errorText.problem(state.problem)
      : state.phase === 'unanswered'
        ? NO_ANSWER_YET
        : 'It will be posted when you are online.'
  return { title: 'Comment saved on this device', description }
}

/** A delete with a typed admin password: the password is never kept, so it needs the network. */
export const passwordNeedsNetwork = () => 'Deleting with the admin password needs a connection. You are offline.'

/** The admin stopped a publish while it uploaded; the form keeps everything. */
export const publishStopped = (): ErrorText => ({ title: 'Upload failed', description: 'Upload was aborted' })

const clock = (ms: number) =>
  new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' })

function stateWords(state: DeliveryState): { short: string; detail: string } {
  switch (state.phase) {
    case 'waiting':
      return state.after
        ? { short: 'Waiting', detail: `waiting to be sent after ${state.after}.` }
        : { short: 'Waiting', detail: 'waiting to be sent when you are online.' }
    case 'sending':
      return { short: 'Sending…', detail: 'being sent.' }
    case 'retrying':
      return {
        short: 'Will retry',
        detail: `${errorText.problem(state.problem)} Next try at ${clock(state.nextAttemptAt)}.`,
      }
    case 'refused':
      return { short: 'Refused', detail: `refused. ${errorText.problem(state.problem)}` }
    case 'delivered':
      return { short: 'Sent', detail: 'sent.' }
  }
}

/** The row's mark: a few words; the state in a sentence; and with the label, its accessible name. */
export function pendingMark(state: DeliveryState, label: string): { short: string; detail: string; long: string } {
  const { short, detail } = stateWords(state)
  return { short, detail, long: `${label}: ${detail}` }
}

/** The one toast of a refused write: what was refused (the spec's sentence for it) and why. */
export function refusal(entry: OutboxEntry): ErrorText & { variant: 'destructive' } {
  const why = entry.problem ? errorText.problem(entry.problem) : 'The server refused this change.'
  const upload = entry.problem?.during === 'upload'
  const said = (title: string, what: string) => ({
    title,
    description: `${what}: ${why}`,
    variant: 'destructive' as const,
  })
  switch (entry.kind) {
    case 'comment.create':
      return said('Error', `Failed to post ${entry.label.replace(/^Comment/, 'comment')}`)
    case 'comment.delete':
      return said('Failed to delete comment', entry.label)
    case 'audioProgress.save':
      return said('Error', 'Failed to save the listening position')
    case 'story.publish':
      return upload
        ? said('Upload failed', `${entry.label}: the audio`)
        : said('Error', `Failed to upload story "${entry.payload.fields.title ?? ''}"`)
    case 'story.update':
      return upload
        ? said('Upload failed', `${entry.label}: the audio`)
        : entry.payload.fields.title === undefined
          ? said('Error', `Not done: ${entry.label}`)
          : said('Error', `Failed to update story "${entry.payload.fields.title}"`)
    case 'story.delete':
      return said('Failed to delete story', `"${entry.payload.title}"`)
    case 'track.create':
      return entry.payload.from === 'album'
        ? said('Failed to add track', 'Failed to create track')
        : said('Error', 'Failed to upload track')
    case 'album.update':
      return said('Error', 'Failed to update album')
    case 'album.delete':
      return said('Error', `Failed to delete album "${entry.payload.title}"`)
    case 'track.delete':
      return said('Error', 'Failed to delete track')
    case 'character.save':
      return upload ? said('Upload Failed', 'Failed to upload image') : said('Error', 'Failed to save character')
    case 'character.delete':
      return said('Failed to delete character', `"${entry.payload.title}"`)
    case 'link.create':
      return said('Failed to add link', `"${entry.payload.fields.title}"`)
    case 'link.delete':
      return said('Failed to delete link', `"${entry.payload.title}"`)
    case 'link.reorder':
      return said('Error', 'Failed to reorder links')
    case 'backgroundMusic.upload':
      return said('Upload Failed', `Background music "${entry.payload.title}"`)
    case 'push.follows':
      return said('Error', 'Failed to save what to notify you about')
    case 'profile.push':
      return said('Error', 'Failed to send your changes to your other devices')
  }
}
