// The admin's album editor: title and artist (both needed), description and a
// new cover; the album's tracks, each deletable after a second tap; and Add track, which opens the
// track upload for this album. Every change is queued and followed until the server has it.
import { useState, type FormEvent } from 'react'
import { Plus, Trash2 } from 'lucide-react'
import type { Album, Track } from './music.ts'
import { queueAlbumEdit, queueTrackDelete } from './music-admin.ts'
import { errorText } from '../lib/error-text.ts'
import { clockTime } from '../lib/clock-time.ts'
import { Dialog } from '../ui/dialog.tsx'
import { Button } from '../ui/button.tsx'
import { FIELD, FileInputField, Labelled, TextInput } from '../ui/form-controls.tsx'
import { notify } from '../ui/toast/notify.ts'
import { useFormWrite, useQueuedWrite } from '../ui/use-queued-write.ts'
import { TrackUploadDialog } from './track-upload-dialog.tsx'
import { AlbumUpdate } from '../../contract/music.ts'
import { fieldAttributes } from '../lib/field-limits.ts'
import { IMAGE_ACCEPT } from '../../contract/file-accept.ts'
import { usePictureField } from '../ui/use-file-field.ts'
import { DialogActions } from '../ui/dialog-actions.tsx'

interface AlbumEditDialogProps {
  album: Album
  tracks: Track[]
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function AlbumEditDialog({ album, tracks, open, onOpenChange }: AlbumEditDialogProps) {
  const [fields, setFields] = useState({ title: album.title, artist: album.artist, description: album.description })
  const cover = usePictureField()
  const [adding, setAdding] = useState(false)
  const close = () => {
    setFields({ title: album.title, artist: album.artist, description: album.description })
    cover.clear()
    onOpenChange(false)
  }
  const save = useFormWrite(
    () => ({ title: 'Album updated', description: `"${fields.title}" was saved.` }),
    () => onOpenChange(false),
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const title = fields.title.trim()
    const artist = fields.artist.trim()
    if (!title || !artist) return notify({ ...errorText.albumRequired(), variant: 'destructive' })
    await save.follow(
      queueAlbumEdit(album, { title, artist, description: fields.description.trim() }, cover.file ?? undefined),
    )
  }

  const busy = save.busy
  return (
    <>
      <Dialog
        open={open && !adding}
        onOpenChange={(next) => {
          if (!next) close()
        }}
        locked={busy}
        sticky
        wide
        title="Edit Album"
        description={album.title}
      >
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              label="Title"
              value={fields.title}
              disabled={busy}
              field={fieldAttributes(AlbumUpdate, 'title')}
              onChange={(title) => setFields((f) => ({ ...f, title }))}
            />
            <TextInput
              label="Artist"
              value={fields.artist}
              disabled={busy}
              field={fieldAttributes(AlbumUpdate, 'artist')}
              onChange={(artist) => setFields((f) => ({ ...f, artist }))}
            />
          </div>
          <Labelled label="Description">
            {(id) => (
              <textarea
                id={id}
                {...fieldAttributes(AlbumUpdate, 'description')}
                rows={3}
                value={fields.description}
                disabled={busy}
                onChange={(e) => setFields((f) => ({ ...f, description: e.target.value }))}
                className={FIELD}
              />
            )}
          </Labelled>
          <FileInputField
            label="Cover Image"
            hint={album.coverImageUrl ? 'Leave empty to keep the current cover.' : 'Optional.'}
            accept={IMAGE_ACCEPT}
            inputKey={cover.inputKey}
            disabled={busy}
            onFile={(file) => cover.pick(file)}
          />
          <DialogActions busy={busy} onCancel={close}>
            <Button type="submit" variant="primary" disabled={busy}>
              {busy ? 'Saving…' : 'Save'}
            </Button>
          </DialogActions>
        </form>
        <section aria-label="Tracks" className="mt-6 flex flex-col gap-2 border-t border-border pt-4">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-semibold">Tracks</h3>
            <Button size="sm" disabled={busy} onClick={() => setAdding(true)}>
              <Plus size={14} aria-hidden />
              Add track
            </Button>
          </div>
          {tracks.length === 0 ? (
            <p className="text-sm text-muted">No tracks yet.</p>
          ) : (
            <ol className="flex flex-col">
              {tracks.map((track) => (
                <TrackRow key={track.id} track={track} disabled={busy} />
              ))}
            </ol>
          )}
        </section>
      </Dialog>
      <TrackUploadDialog album={album} open={open && adding} onOpenChange={setAdding} />
    </>
  )
}

function TrackRow({ track, disabled }: { track: Track; disabled: boolean }) {
  const [confirming, setConfirming] = useState(false)
  const remove = useQueuedWrite({
    delivered: () => notify({ title: 'Track deleted', description: `"${track.title}" was deleted.` }),
  })
  return (
    <li className="flex items-center gap-3 py-1.5 text-sm">
      <span className="min-w-0 flex-1 truncate">
        {track.trackNumber ? `${track.trackNumber}. ` : ''}
        {track.title}
      </span>
      <span className="tabular-nums text-muted">{clockTime(Number(track.duration))}</span>
      {confirming ? (
        <>
          <Button
            size="sm"
            variant="danger"
            disabled={remove.busy}
            onClick={() => void remove.follow(queueTrackDelete(track))}
          >
            {remove.busy ? 'Deleting...' : 'Delete'}
          </Button>
          <Button size="sm" variant="ghost" disabled={remove.busy} onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </>
      ) : (
        <Button
          size="icon"
          variant="ghost"
          disabled={disabled}
          aria-label={`Delete "${track.title}"`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 size={16} aria-hidden />
        </Button>
      )}
    </li>
  )
}
