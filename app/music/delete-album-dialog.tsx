// The admin's confirmation before an album goes: its tracks go with it. Deleting…
// until the server has done it; offline the dialog closes at once and the album stays listed with
// its pending mark until then.
import type { Album } from './music.ts'
import { queueAlbumDelete } from './music-admin.ts'
import { Dialog } from '../ui/dialog.tsx'
import { Button } from '../ui/button.tsx'
import { notify } from '../ui/toast/notify.ts'
import { useQueuedWrite } from '../ui/use-queued-write.ts'
import { DialogActions } from '../ui/dialog-actions.tsx'

interface DeleteAlbumDialogProps {
  album: Album
  open: boolean
  onOpenChange: (open: boolean) => void
  onDeleted: () => void
}

export function DeleteAlbumDialog({ album, open, onOpenChange, onDeleted }: DeleteAlbumDialogProps) {
  const write = useQueuedWrite({
    delivered: () => {
      notify({ title: 'Album deleted', description: `"${album.title}" and its tracks were deleted.` })
      onOpenChange(false)
      onDeleted()
    },
    kept: () => onOpenChange(false),
  })
  const tracks = `${album.totalTracks} ${album.totalTracks === 1 ? 'track' : 'tracks'}`

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      locked={write.busy}
      title="Delete Album"
      description={`Are you sure you want to delete "${album.title}" and its ${tracks}? This action cannot be undone.`}
    >
      <DialogActions busy={write.busy} onCancel={() => onOpenChange(false)}>
        <Button variant="danger" disabled={write.busy} onClick={() => void write.follow(queueAlbumDelete(album))}>
          {write.busy ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
