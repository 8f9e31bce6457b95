// "On another device you went back to …" (issue 60): a place of the reader profile that another
// device moved back, further than a small step, is never jumped to; the reader of this story is
// asked, in a card that does not block reading, announced politely. Going back moves the page
// (or the playing audio) there; staying keeps this device's place on every device.
import { useLocalQuery } from '../data/queries/use-local-query.ts'
import { loadLocal } from '../data/queries/local-db.ts'
import { localWriteHappened } from '../data/writes/after-write.ts'
import { clockTime } from '../lib/clock-time.ts'
import { Button } from '../ui/button.tsx'
import { $player, seekTo } from '../player/player.ts'
import type { ProfileItem } from '../../db/local/types.ts'

type PlaceKind = 'readingPlace' | 'listeningPlace'

const placeWords = (kind: PlaceKind, position: number) =>
  kind === 'readingPlace' ? `${Math.round(position)} %` : clockTime(position)

/** Where the page shows the reader a share of the story (the reader's own restore does the same). */
function scrollToShare(percent: number): void {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight
  window.scrollTo({ top: (percent / 100) * Math.max(0, scrollable) })
}

async function answer(item: ProfileItem, goBack: boolean): Promise<void> {
  const kind = item.kind as PlaceKind
  const back = item.behind?.value as { position: number } | undefined
  await (await loadLocal()).answerPlace(kind, item.key, goBack)
  localWriteHappened({ pull: false })
  if (!goBack || !back) return
  if (kind === 'readingPlace') scrollToShare(back.position)
  else {
    const { item: playing } = $player.get()
    if (playing?.kind === 'story' && playing.id === item.key) seekTo(back.position)
  }
}

export function PlaceQuestion({ storyId }: { storyId: string }) {
  const questions = useLocalQuery(
    async (db) =>
      (await db.profileItems.bulkGet([`readingPlace:${storyId}`, `listeningPlace:${storyId}`])).filter(
        (item): item is ProfileItem => item?.behind?.value !== undefined,
      ),
    [storyId],
  )
  if (!questions?.length) return null
  return (
    <div role="status" aria-live="polite" className="pointer-events-auto flex w-full max-w-md flex-col gap-2">
      {questions.map((item) => {
        const kind = item.kind as PlaceKind
        const back = placeWords(kind, (item.behind!.value as { position: number }).position)
        const here = item.position === undefined ? undefined : placeWords(kind, item.position)
        return (
          <div
            key={item.id}
            className="rounded-2xl border border-border bg-surface p-3 text-sm shadow-lg"
            data-testid="place-question"
          >
            <p>
              On another device you went back to {back}
              {kind === 'listeningPlace' ? ' in the audio' : ' of this story'}.
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button variant="primary" onClick={() => void answer(item, true)}>
                Go back to {back}
              </Button>
              <Button onClick={() => void answer(item, false)}>{here ? `Stay at ${here}` : 'Stay here'}</Button>
            </div>
          </div>
        )
      })}
    </div>
  )
}
