// Keeping the story for offline (the worker's download), saving its audio as a file, and sharing
// a link that opens the story's narration at the second playing now (app/player/listen-link.ts).
import { FileDown, Share2 } from 'lucide-react'
import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { useStory } from '../../library/stories.ts'
import { errorText } from '../../lib/error-text.ts'
import { saveAudioFile } from '../save-file.ts'
import { $player, type PlayingItem } from '../player.ts'
import { clockTime } from '../../lib/clock-time.ts'
import { listenLink } from '../listen-link.ts'
import { shareUrl } from '../../ui/share.ts'
import { notify } from '../../ui/toast/notify.ts'
import { Button } from '../../ui/button.tsx'
import { DownloadControl } from './download-control.tsx'

export function PlayerFileActions({ story, disabled }: { story: PlayingItem; disabled: boolean }) {
  const summary = useStory(story.id)
  const [saving, setSaving] = useState(false)
  const second = Math.floor(useStore($player).position)
  const shareHere = () =>
    shareUrl(
      {
        title: story.title,
        text: `${story.title}, at ${clockTime(second)}`,
        url: listenLink(location.origin, story.id, second),
      },
      'Link to this moment copied to clipboard',
    )
  const save = async () => {
    setSaving(true)
    try {
      await saveAudioFile(story.title, story.source)
    } catch {
      notify({ ...errorText.saveAudio(), variant: 'destructive' })
    } finally {
      setSaving(false)
    }
  }
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-4">
      {summary && <DownloadControl story={summary} disabled={disabled} />}
      <Button variant="ghost" disabled={disabled || saving} onClick={() => void save()}>
        <FileDown size={16} aria-hidden />
        {saving ? 'Saving…' : 'Save audio file'}
      </Button>
      {/* Audio that does not play has no moment to share. */}
      {!disabled && (
        <Button variant="ghost" onClick={() => void shareHere()}>
          <Share2 size={16} aria-hidden />
          Share at {clockTime(second)}
        </Button>
      )}
    </div>
  )
}
