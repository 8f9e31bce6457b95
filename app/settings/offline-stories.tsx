// Data Settings › What this device holds: how many stories are kept for reading offline and the
// size of their text. The line is there from the first paint, so nothing below it moves.
import { useOfflineTexts } from '../reader/offline-texts.ts'
import { offlineStoriesSentence } from './offline-stories-sentence.ts'

export function OfflineStories() {
  const texts = useOfflineTexts()
  return (
    <p className="text-sm tabular-nums" data-testid="offline-stories">
      {texts ? offlineStoriesSentence(texts) : 'Counting the stories kept for offline reading…'}
    </p>
  )
}
