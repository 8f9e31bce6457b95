// What a discarded entry had shown on this device, taken back: an offline add disappears, an
// edit shows the row as it was, a new order goes back to the old one. Deletes and edits the
// device never showed need nothing. Called inside discardOutboxEntry's transaction.
import { db } from '../local/db.ts'
import type { OutboxEntry } from './outbox-entry.ts'

export async function undoLocalWrite(entry: OutboxEntry): Promise<void> {
  switch (entry.kind) {
    case 'comment.create':
      return db.comments.delete(entry.payload.id)
    case 'link.create':
      return db.links.delete(entry.payload.linkId)
    case 'link.reorder':
      for (const { id, sortOrder } of entry.payload.previous) await db.links.update(id, { sortOrder })
      return
    case 'character.save':
      if (entry.payload.isNew) return db.characters.delete(entry.payload.characterId)
      if (entry.payload.previous) await db.characters.put(entry.payload.previous)
      return
    case 'story.publish': {
      // The provisional story goes unless another entry (an edit made meanwhile) still needs it.
      const { storyId } = entry.payload
      const others = await db.outbox
        .filter((e) => (e.kind === 'story.update' || e.kind === 'story.publish') && e.payload.storyId === storyId)
        .count()
      if (others === 0)
        await Promise.all([
          db.stories.delete(storyId),
          db.scheduledStories.delete(storyId),
          db.storyContent.delete(storyId),
        ])
      return
    }
    default:
  }
}
