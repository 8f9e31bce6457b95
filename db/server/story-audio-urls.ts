// Which URLs the audio proxy and cache may fetch: only audio a story actually points at, so the
// proxy is never an open proxy for arbitrary addresses (nor a way to hear a story before its release).
import type { Db } from './connect.ts'

export async function isStoryAudioUrl(db: Db, url: string): Promise<boolean> {
  const row = await db
    .selectFrom('stories')
    .select('id')
    .where((eb) => eb.or([eb('audio_url', '=', url), eb('audio_file_url', '=', url)]))
    .where('status', '=', 'published')
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
