// Which rows an outbox entry touches, the first being the row it is about (its mark is on that
// row). Entries that share a resource are delivered in the order they were made (a create before
// its edit before its delete); entries on different resources never wait for each other. A
// reorder touches every link it names, so it goes after a pending add or delete of one of them
// (and is rebuilt when sent, link-sending.ts); a track goes after its album's own changes.
import type { OutboxEntry } from './outbox-entry.ts'
import { albumTitleKey } from '../../contract/music-rules.ts'

export type RowType =
  'story' | 'comment' | 'album' | 'track' | 'character' | 'link' | 'audioProgress' | 'backgroundMusic'

export const resourceKey = (type: RowType, id: string) => `${type}:${id}`

/** The album a track goes into: its id when the device has it, else its title (blank: none). */
function albumOf(entry: OutboxEntry & { kind: 'track.create' }): string[] {
  const { albumId, fields } = entry.payload
  const title = fields.albumTitle?.trim() ? albumTitleKey(fields.albumTitle) : undefined
  if (albumId) return [resourceKey('album', albumId)]
  return title ? [resourceKey('album', `title:${title}`)] : []
}

export function resourcesOf(entry: OutboxEntry): string[] {
  switch (entry.kind) {
    case 'comment.create':
    case 'comment.delete':
      return [resourceKey('comment', entry.payload.id)]
    case 'audioProgress.save':
      return [resourceKey('audioProgress', entry.payload.storyId)]
    case 'story.publish':
    case 'story.update':
      return [resourceKey('story', entry.payload.storyId)]
    case 'story.delete':
      return [resourceKey('story', entry.payload.id)]
    case 'track.create':
      return [resourceKey('track', entry.payload.trackId), ...albumOf(entry)]
    case 'track.delete':
      return [resourceKey('track', entry.payload.id)]
    case 'album.update':
      return [resourceKey('album', entry.payload.albumId)]
    case 'album.delete':
      return [resourceKey('album', entry.payload.id)]
    case 'character.save':
      return [resourceKey('character', entry.payload.characterId)]
    case 'character.delete':
      return [resourceKey('character', entry.payload.id)]
    case 'link.create':
      return [resourceKey('link', entry.payload.linkId)]
    case 'link.delete':
      return [resourceKey('link', entry.payload.id)]
    case 'link.reorder':
      return ['links:order', ...entry.payload.order.map(({ id }) => resourceKey('link', id))]
    case 'backgroundMusic.upload':
      return [resourceKey('backgroundMusic', entry.payload.id)]
    case 'push.follows':
      return ['push:follows']
    case 'profile.push':
      return ['profile']
  }
}
