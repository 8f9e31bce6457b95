// Upload a track: title, artist, album, track number, description, the audio
// file and an optional cover. The title fills in from the file's name when it is empty; Upload
// waits for a file, a title and an artist. While it uploads (its progress shown) every field and
// Cancel are disabled and the dialog cannot be closed. Opened from an album ("Add track"), the
// album is fixed and a missing file reads "Audio file required".
import { useState, type FormEvent } from 'react'
import type { Album } from './music.ts'
import { useAlbums } from './music.ts'
import { queueTrackUpload } from './music-admin.ts'
import { formatBytes } from '../lib/bytes.ts'
import { Dialog } from '../ui/dialog.tsx'
import { Button } from '../ui/button.tsx'
import { FIELD, Labelled, TextInput, FileInputField } from '../ui/form-controls.tsx'
import { notify } from '../ui/toast/notify.ts'
import { useFormWrite } from '../ui/use-queued-write.ts'
import { fileTitle, trackFormProblem, type TrackForm } from './track-form.ts'
import { AUDIO_ACCEPT } from '../../contract/audio-formats.ts'
import { TrackCreate } from '../../contract/music.ts'
import { fieldAttributes } from '../lib/field-limits.ts'
import { IMAGE_ACCEPT } from '../../contract/file-accept.ts'
import { useAudioField, usePictureField } from '../ui/use-file-field.ts'

interface TrackUploadDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** "Add track" in an album: the album is fixed and the next track number suggested. */
  album?: Album
}

type TrackFields = Omit<TrackForm, 'audio' | 'cover'>

const empty = (album?: Album): TrackFields => ({
  title: '',
  artist: album?.artist ?? '',
  albumTitle: album?.title ?? '',
  trackNumber: album ? String(album.totalTracks + 1) : '',
  description: '',
})

export function TrackUploadDialog({ open, onOpenChange, album }: TrackUploadDialogProps) {
  const [form, setForm] = useState<TrackFields>(() => empty(album))
  const audio = useAudioField()
  const cover = usePictureField()
  const albums = useAlbums()
  const from = album ? 'album' : 'upload'
  const close = () => {
    setForm(empty(album))
    audio.clear()
    cover.clear()
    onOpenChange(false)
  }
  const write = useFormWrite(() => ({ title: 'Success', description: `"${form.title}" was uploaded.` }), close)
  const set = (change: Partial<TrackFields>) => setForm((f) => ({ ...f, ...change }))

  const pickAudio = (picked: File | undefined) => {
    const file = audio.pick(picked)
    if (file) setForm((f) => (f.title.trim() === '' ? { ...f, title: fileTitle(file.name) } : f))
  }
  const filled: TrackForm = { ...form, audio: audio.file, cover: cover.file }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = trackFormProblem(filled, from)
    if (problem) return notify({ ...problem, variant: 'destructive' })
    await write.follow(
      queueTrackUpload(
        {
          fields: { ...form, title: form.title.trim(), artist: form.artist.trim() },
          audio: audio.file!,
          cover: cover.file ?? undefined,
        },
        from,
      ),
    )
  }

  const busy = write.busy
  const { sent, total } = write.state?.phase === 'sending' ? write.state : {}
  const percent = sent !== undefined && total ? Math.round((sent / total) * 100) : 0
  // Upload waits for a file, a title and an artist; Add Track says what is missing.
  const ready = album !== undefined || Boolean(audio.file && form.title.trim() && form.artist.trim())

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close()
      }}
      locked={busy}
      sticky
      wide
      title={album ? `Add a track to ${album.title}` : 'Upload Track'}
      description="MP3, M4A, OGG, WAV or FLAC. Its length is read from the file."
    >
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-busy={busy}>
        <FileInputField
          label="Audio File"
          accept={AUDIO_ACCEPT}
          inputKey={audio.inputKey}
          disabled={busy}
          onFile={(file) => pickAudio(file)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label="Title"
            value={form.title}
            disabled={busy}
            field={fieldAttributes(TrackCreate, 'title')}
            onChange={(title) => set({ title })}
          />
          <TextInput
            label="Artist"
            value={form.artist}
            disabled={busy}
            field={fieldAttributes(TrackCreate, 'artist')}
            onChange={(artist) => set({ artist })}
          />
          {!album && (
            <Labelled label="Album" hint="A new album is made when no album has this title.">
              {(id) => (
                <>
                  <input
                    id={id}
                    {...fieldAttributes(TrackCreate, 'albumTitle')}
                    list={`${id}-albums`}
                    value={form.albumTitle}
                    disabled={busy}
                    onChange={(e) => set({ albumTitle: e.target.value })}
                    className={FIELD}
                  />
                  <datalist id={`${id}-albums`}>
                    {albums?.map((a) => (
                      <option key={a.id} value={a.title} />
                    ))}
                  </datalist>
                </>
              )}
            </Labelled>
          )}
          <Labelled label="Track Number">
            {(id) => (
              <input
                id={id}
                type="number"
                inputMode="numeric"
                {...fieldAttributes(TrackCreate, 'trackNumber')}
                value={form.trackNumber}
                disabled={busy}
                onChange={(e) => set({ trackNumber: e.target.value })}
                className={FIELD}
              />
            )}
          </Labelled>
        </div>
        <Labelled label="Description">
          {(id) => (
            <textarea
              id={id}
              {...fieldAttributes(TrackCreate, 'description')}
              rows={2}
              value={form.description}
              disabled={busy}
              onChange={(e) => set({ description: e.target.value })}
              className={FIELD}
            />
          )}
        </Labelled>
        <FileInputField
          label="Cover Image"
          hint="Optional. Location and camera details are removed."
          accept={IMAGE_ACCEPT}
          inputKey={cover.inputKey}
          disabled={busy}
          onFile={(file) => cover.pick(file)}
        />
        {busy && (
          <div role="status" className="flex flex-col gap-1.5 rounded-lg border border-border bg-surface-2 p-3 text-sm">
            <span className="tabular-nums">
              {total ? `Uploading: ${percent}% (${formatBytes(sent ?? 0)} of ${formatBytes(total)})` : 'Uploading…'}
            </span>
            <progress className="h-1.5 w-full" max={100} value={percent} aria-label="Upload progress" />
          </div>
        )}
        <div className="flex justify-end gap-2 border-t border-border pt-4">
          <Button disabled={busy} onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={busy || !ready}>
            {busy ? 'Uploading…' : album ? 'Add Track' : 'Upload'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
