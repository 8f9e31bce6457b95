// While a story with chapters plays (overlay open or not), the lock screen's previous and next
// go by chapter (app/player/chapter-skip.ts); its seek buttons keep their 15 s and 30 s. With
// captions on, the narration's captions are a <track kind="captions"> of the player's element,
// read as the cues change (the player shows them: player-captions.tsx).
import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { $playingId, element, seekTo } from '../player.ts'
import { $caption, $captionsOn, useNarrationTimings } from '../narration-timings.ts'
import { nextChapterStart, previousChapterStart } from '../chapter-skip.ts'

function setSkip(action: 'previoustrack' | 'nexttrack', handler: (() => void) | null): void {
  try {
    navigator.mediaSession?.setActionHandler(action, handler)
  } catch {
    /* an action this browser does not know */
  }
}

function StoryNarration({ storyId }: { storyId: string }) {
  const { chapters, captions } = useNarrationTimings(storyId)
  const captionsOn = useStore($captionsOn)

  useEffect(() => {
    if (chapters.length === 0) return
    const starts = chapters.map((chapter) => chapter.start)
    setSkip('previoustrack', () => seekTo(previousChapterStart(starts, element().currentTime)))
    setSkip('nexttrack', () => {
      const next = nextChapterStart(starts, element().currentTime)
      if (next !== null) seekTo(next)
    })
    return () => {
      setSkip('previoustrack', null)
      setSkip('nexttrack', null)
    }
  }, [chapters])

  useEffect(() => {
    if (!captionsOn || !captions) return
    const source = URL.createObjectURL(new Blob([captions], { type: 'text/vtt' }))
    const track = Object.assign(document.createElement('track'), {
      kind: 'captions',
      label: 'Narration',
      srclang: 'en',
      src: source,
      default: true,
    })
    element().append(track)
    track.track.mode = 'hidden'
    const show = () =>
      $caption.set(
        [...(track.track.activeCues ?? [])].map((cue) => (cue as VTTCue).text.replace(/<[^>]*>/g, '')).join(' '),
      )
    track.track.addEventListener('cuechange', show)
    return () => {
      track.track.removeEventListener('cuechange', show)
      track.remove()
      URL.revokeObjectURL(source)
      $caption.set('')
    }
  }, [captionsOn, captions])

  return null
}

export function NarrationSession() {
  const playing = useStore($playingId)
  return playing?.startsWith('story:') ? (
    <StoryNarration key={playing} storyId={playing.slice('story:'.length)} />
  ) : null
}
