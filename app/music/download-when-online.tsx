// A track that could not play because it is not on this device and there is no network (issue 56):
// beside "not downloaded", the offer to download it, which waits for the network when there is
// none and says so, then shows in the album's download progress.
import { useStore } from '@nanostores/react'
import { Download } from 'lucide-react'
import type { Album, Track } from './music.ts'
import { $downloadsAwaitingNetwork, downloadTrackWhenOnline, trackStreamUrl } from '../player/downloads.ts'
import { errorText } from '../lib/error-text.ts'
import { Button } from '../ui/button.tsx'
import { notify } from '../ui/toast/notify.ts'
import { $syncActivity } from '../sync/status.ts'

export function DownloadWhenOnline({ album, track }: { album: Album; track: Track }) {
  const awaiting = useStore($downloadsAwaitingNetwork).has(trackStreamUrl(track.id))
  const { online } = useStore($syncActivity)
  if (awaiting)
    return (
      <p role="status" className="text-sm text-muted">
        "{track.title}" will download when you are back online.
      </p>
    )
  const ask = async () => {
    if (!(await downloadTrackWhenOnline(album, track)))
      notify({ ...errorText.offlineUnavailable(), variant: 'destructive' })
  }
  return (
    <Button className="self-start" onClick={() => void ask()}>
      <Download size={16} aria-hidden />
      {online ? 'Download this track' : 'Download when back online'}
    </Button>
  )
}
