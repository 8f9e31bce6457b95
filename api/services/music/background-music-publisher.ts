// Makes an uploaded track the background music: claims its file, inserts it as the one active
// track (the others stop being active) and records every sync change, in one transaction, so a
// failure leaves no row and no half-switched state. A replay (the client's id again) changes nothing;
// its second copy of the file, never claimed, goes with the media sweep.
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db/server/connect.ts'
import type { Api } from '../../../contract/api.ts'
import type { BackgroundMusic } from '../../../contract/music.ts'
import { findBackgroundMusic, insertActiveBackgroundMusic } from '../../../db/server/background-music.ts'
import type { Form } from '../forms/read-form.ts'
import { claimMedia } from '../media/media-store.ts'
import { parseBackgroundMusicUpload } from './music-input.ts'

/** `isNew` false: the client's id was made already (a replay), which is answered unchanged. */
export async function publishBackgroundMusic(
  db: Db,
  form: Form<Api['uploadBackgroundMusic'], string>,
): Promise<{ music: BackgroundMusic; isNew: boolean }> {
  const upload = parseBackgroundMusicUpload(form)
  const made = upload.id === undefined ? undefined : await findBackgroundMusic(db, upload.id)
  if (made) return { music: made, isNew: false }
  const row = {
    id: upload.id ?? randomUUID(),
    title: upload.title,
    filename: upload.filename,
    audio_file_url: upload.audioFileUrl,
    uploaded_at: new Date().toISOString(),
  }
  await db.transaction().execute(async (trx) => {
    await claimMedia(trx, [row.audio_file_url])
    await insertActiveBackgroundMusic(trx, row)
  })
  return { music: (await findBackgroundMusic(db, row.id))!, isNew: true }
}
