// A story's timings file (WebVTT) as text, from the address its story lists. Apart from the API
// client, whose JSON calls every page loads first: only read-along and the data worker's prefetch
// ask for timings.
import { apiUrl } from './api-client.ts'

export async function fetchTimingsText(url: string, signal?: AbortSignal): Promise<string> {
  const file = url.slice(url.lastIndexOf('/') + 1)
  const response = await fetch(apiUrl('getMediaFile', { params: { kind: 'timings', file } }), {
    credentials: 'include',
    signal,
  })
  if (!response.ok) throw new Error(`The timings file ${file} could not be fetched (${response.status}).`)
  return response.text()
}
