// Makes an uploaded track the background music: claims its file, inserts it as the one active
// track (the others stop being active) and records every sync change, in one transaction, so a
// failure leaves no row and no half-switched state.
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db/server/connect.ts'
import type { BackgroundMusic } from '../../../db/schema/music.ts'
import { findBackgroundMusic, insertActiveBackgroundMusic } from '../../../db/server/background-music.ts'
import { claimMedia } from '../media/media-store.ts'
import type { BackgroundMusicUpload } from './background-music-form.ts'

export async function publishBackgroundMusic(db: Db, upload: BackgroundMusicUpload): Promise<BackgroundMusic> {
  const row = {
    id: randomUUID(),
    title: upload.title,
    filename: upload.filename,
    audio_file_url: upload.audioFileUrl,
    uploaded_at: new Date().toISOString(),
  }
  await db.transaction().execute(async (trx) => {
    await claimMedia(trx, [row.audio_file_url])
    await insertActiveBackgroundMusic(trx, row)
  })
  return (await findBackgroundMusic(db, row.id))!
}
