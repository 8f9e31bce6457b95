// The admin's background-music upload: a title and an audio file, both needed (a file that is not
// audio is refused as it is chosen).
// It goes through the outbox like every admin write: the upload shows its progress, and while it
// runs the fields, Cancel and closing are blocked; offline the dialog closes at once and the file
// waits on the device. On success the dialog closes and clears, and the new track plays.
import { useId, useState, type FormEvent } from 'react'
import { Dialog } from '../../ui/dialog.tsx'
import { Button } from '../../ui/button.tsx'
import { notify } from '../../ui/toast/notify.ts'
import { queueBackgroundMusicUpload } from '../music-admin.ts'
import { useFormWrite } from '../../ui/use-queued-write.ts'
import { errorText } from '../../lib/error-text.ts'
import { AUDIO_ACCEPT } from '../../../contract/audio-formats.ts'
import { BackgroundMusicUpload } from '../../../contract/music.ts'
import { fieldAttributes } from '../../lib/field-limits.ts'
import { FIELD } from '../../ui/form-controls.tsx'
import { useAudioField } from '../../ui/use-file-field.ts'
import { DialogActions } from '../../ui/dialog-actions.tsx'

export function BackgroundMusicUploadDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [title, setTitle] = useState('')
  const audio = useAudioField()
  const file = audio.file
  const titleId = useId()
  const fileId = useId()

  const close = () => {
    setTitle('')
    audio.clear()
    onOpenChange(false)
  }

  const upload = useFormWrite(
    () => ({ title: 'Success', description: 'Background music uploaded successfully' }),
    close,
  )
  const uploading = upload.busy
  const progress = upload.state?.phase === 'sending' ? upload.state : undefined
  const sent = progress?.total ? Math.round(((progress.sent ?? 0) / progress.total) * 100) : 0

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!file || title.trim() === '') return notify({ ...errorText.backgroundUploadMissing(), variant: 'destructive' })
    await upload.follow(queueBackgroundMusicUpload(title.trim(), file))
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close()
      }}
      locked={uploading}
      title="Upload Background Music"
      description="It loops quietly behind the app for everyone, from the moment it is uploaded."
    >
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={titleId} className="text-sm font-medium">
            Title
          </label>
          <input
            id={titleId}
            {...fieldAttributes(BackgroundMusicUpload, 'title')}
            value={title}
            disabled={uploading}
            onChange={(e) => setTitle(e.target.value)}
            className={FIELD}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium">
            Audio File
          </label>
          <input
            key={audio.inputKey}
            id={fileId}
            type="file"
            accept={AUDIO_ACCEPT}
            disabled={uploading}
            onChange={(e) => audio.pick(e.target.files?.[0])}
            className={FIELD}
          />
        </div>
        {uploading && <progress className="h-1.5 w-full" max={100} value={sent} aria-label="Upload progress" />}
        <DialogActions busy={uploading} onCancel={close}>
          <Button type="submit" variant="primary" disabled={uploading}>
            {uploading ? `Uploading… ${sent}%` : 'Upload'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
