// Which rows an outbox entry touches. Entries that share a resource are delivered in the order
// they were made (a create before its edit before its delete); entries on different resources
// never wait for each other. A reorder touches every link it names, so it goes after a pending
// add or delete of one of them (and is rebuilt when sent, link-delivery.ts).
import type { OutboxEntry } from './outbox-entry.ts'

export function resourcesOf(entry: OutboxEntry): string[] {
  switch (entry.kind) {
    case 'comment.create': return [`comment:${entry.payload.id}`]
    case 'comment.delete': return [`comment:${entry.payload.id}`]
    case 'audioProgress.save': return [`audioProgress:${entry.payload.storyId}`]
    case 'story.publish':
    case 'story.update': return [`story:${entry.payload.storyId}`]
    case 'story.delete': return [`story:${entry.payload.id}`]
    case 'track.create': return [`track:${entry.payload.trackId}`, `album:${entry.payload.albumId ?? entry.payload.fields.albumTitle?.trim().toLowerCase() ?? ''}`]
    case 'track.delete': return [`track:${entry.payload.id}`]
    case 'album.update':
    case 'album.delete': return [`album:${'albumId' in entry.payload ? entry.payload.albumId : entry.payload.id}`]
    case 'character.save': return [`character:${entry.payload.characterId}`]
    case 'character.delete': return [`character:${entry.payload.id}`]
    case 'link.create': return [`link:${entry.payload.linkId}`]
    case 'link.delete': return [`link:${entry.payload.id}`]
    case 'link.reorder': return ['links:order', ...entry.payload.order.map(({ id }) => `link:${id}`)]
    case 'backgroundMusic.upload': return ['backgroundMusic']
  }
}

/** The one resource a row on screen is (its pending mark looks for entries on it). */
export const resourceKey = (type: 'story' | 'comment' | 'album' | 'track' | 'character' | 'link', id: string) => `${type}:${id}`
