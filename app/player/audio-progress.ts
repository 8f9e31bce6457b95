// Where this device stopped listening to each story, and the speed chosen for it: saved to Dexie
// at once and queued for the server (POST /api/audio-progress, an upsert, so replays are
// harmless). Only the newest save of a story waits in the outbox: older ones are dropped.
import type { LocalAudioProgress } from '../../db/local/db.ts'
import { loadLocal } from '../data/queries/local-db.ts'
import { writeProfiled } from '../profile/profile-writes.ts'
import { api } from '../../client/api-client.ts'
import { freshEntry } from '../../db/outbox/outbox-entry.ts'
import { localWriteHappened } from '../data/writes/after-write.ts'
import { anonymousUserId } from '../settings/settings.ts'

export type AudioProgressSave = Omit<LocalAudioProgress, 'updatedAt'>

/** `deliver`: ask for delivery now (pause, seek, end); periodic saves wait for the next sync. */
export async function saveAudioProgress(progress: AudioProgressSave, deliver: boolean): Promise<void> {
  const now = Date.now()
  await writeProfiled(
    ['audioProgress'],
    async (db, note) => {
      await db.audioProgress.put({ ...progress, updatedAt: now })
      await note('listeningPlace', progress.storyId, { deleted: false, position: progress.currentPosition })
      const older = await db.outbox
        .where('status')
        .equals('pending')
        .filter((e) => e.kind === 'audioProgress.save' && e.payload.storyId === progress.storyId)
        .primaryKeys()
      await db.outbox.bulkDelete(older)
      const payload = {
        storyId: progress.storyId,
        currentPosition: progress.currentPosition,
        duration: progress.duration,
        userId: anonymousUserId(),
      }
      await db.outbox.add(freshEntry({ kind: 'audioProgress.save', payload, label: 'Listening position' }))
    },
    { deliverNow: false },
  )
  if (deliver) localWriteHappened({ pull: false })
}

/** This device's last position in a story; else the server's (another install on this device). */
export async function loadAudioProgress(storyId: string): Promise<LocalAudioProgress | undefined> {
  const { db, placeOpened } = await loadLocal()
  const local = await db.audioProgress.get(storyId)
  if (local) {
    await placeOpened('listeningPlace', storyId, local.currentPosition)
    return local
  }
  const remote = await api
    .getAudioProgress({ params: { storyId }, query: { userId: anonymousUserId() } })
    .catch(() => null)
  return remote
    ? {
        storyId,
        currentPosition: remote.currentPosition,
        duration: remote.duration,
        updatedAt: Date.parse(remote.lastPlayedAt),
      }
    : undefined
}
