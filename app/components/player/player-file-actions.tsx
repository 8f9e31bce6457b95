// Keeping the story for offline (the worker's download) and saving its audio as a file.
import { FileDown } from 'lucide-react'
import { useState } from 'react'
import { useStory } from '../../data/stories.ts'
import { errorText } from '../../lib/error-text.ts'
import { saveAudioFile } from '../../player/save-file.ts'
import type { PlayingItem } from '../../player/player.ts'
import { notify } from '../toast/notify.ts'
import { Button } from '../ui/button.tsx'
import { DownloadControl } from './download-control.tsx'

export function PlayerFileActions({ story, disabled }: { story: PlayingItem; disabled: boolean }) {
  const summary = useStory(story.id)
  const [saving, setSaving] = useState(false)
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
        <FileDown size={16} aria-hidden />{saving ? 'Saving…' : 'Save audio file'}
      </Button>
    </div>
  )
}
