// Frozen once merged: a story's narration timings (WebVTT files in the media store): the spoken
// text as captions, and the audio's chapters.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE stories ADD COLUMN captions_url TEXT`.execute(db)
  await sql`ALTER TABLE stories ADD COLUMN chapters_url TEXT`.execute(db)
}
