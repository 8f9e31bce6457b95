// Opening a story whose text is not on this device yet: fetch it once, and tell the reader
// whether the server has no such story (404) or could not be reached (try again later).
import { ApiError } from '../api-client.ts'
import { fetchStoryContent } from './content.ts'

export type OpenResult = 'fetched' | 'missing' | 'unreachable'

export async function openStoryContent(id: string): Promise<OpenResult> {
  try {
    await fetchStoryContent(id)
    return 'fetched'
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return 'missing'
    return 'unreachable'
  }
}
