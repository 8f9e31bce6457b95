// The story texts this device keeps for reading offline: how many, and the bytes of their text
// (UTF-8, as the server sent them). Read with one request for the whole table (getAll), never a
// cursor step per text; the texts are dropped as soon as they are measured.
import type { HubDatabase } from '../data/queries/local-db.ts'
import { useLocalQuery } from '../data/queries/use-local-query.ts'

export interface OfflineTexts {
  count: number
  bytes: number
}

const encoder = new TextEncoder()

export async function readOfflineTexts(db: HubDatabase): Promise<OfflineTexts> {
  const texts = await db.storyContent.toArray()
  let bytes = 0
  for (const text of texts) bytes += encoder.encode(text.content).byteLength
  return { count: texts.length, bytes }
}

/** undefined while the first read is under way; follows the texts as the prefetch stores them. */
export function useOfflineTexts(): OfflineTexts | undefined {
  return useLocalQuery(readOfflineTexts, [])
}
