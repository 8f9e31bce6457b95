// The sentence Data Settings says about the stories kept for reading offline, e.g. "1,234 stories
// kept for offline reading · 28.1 MB".
import type { OfflineTexts } from '../reader/offline-texts.ts'
import { formatBytes } from '../lib/bytes.ts'

export function offlineStoriesSentence({ count, bytes }: OfflineTexts): string {
  if (count === 0) return 'No stories kept for offline reading yet'
  const stories = count === 1 ? 'story' : 'stories'
  return `${count.toLocaleString('en')} ${stories} kept for offline reading · ${formatBytes(bytes)}`
}
