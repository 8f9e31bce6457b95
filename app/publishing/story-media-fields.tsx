// The cover (JPEG, PNG or WebP, compressed here to 400×600 at quality 0.8, with a preview) and the
// audio: a file uploaded when the story is sent (its length read here), or a pasted legacy link.
// Typing a link drops a chosen file; Remove Audio clears both. Editing shows
// what the story has now: its cover (with Remove) and its uploaded audio; a chosen file stays
// named in its field.
import { useEffect, useMemo, useState } from 'react'
import { X } from 'lucide-react'
import { errorText } from '../lib/error-text.ts'
import { formatBytes } from '../lib/bytes.ts'
import { compressCover } from './compress-cover.ts'
import { readAudioDuration } from './chosen-audio.ts'
import { clockTime } from '../lib/clock-time.ts'
import { notify } from '../ui/toast/notify.ts'
import { Button } from '../ui/button.tsx'
import { FileInputField, TextInput } from '../ui/form-controls.tsx'
import { useAudioInput, useCoverInput } from '../ui/use-file-field.ts'
import type { StoryFormState } from './story-form-state.ts'
import { AUDIO_ACCEPT } from '../../contract/audio-formats.ts'
import { StoryForm } from '../../contract/story.ts'
import { fieldAttributes } from '../lib/field-limits.ts'
import { IMAGE_ACCEPT } from '../../contract/file-accept.ts'
import { isUploadedAudioPath } from '../../contract/media-urls.ts'

interface Props {
  form: StoryFormState
  update: (change: Partial<StoryFormState> | ((current: StoryFormState) => Partial<StoryFormState>)) => void
  disabled: boolean
  onWorking: (working: boolean) => void
}

function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob])
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url)
    },
    [url],
  )
  return url
}

export function StoryMediaFields({ form, update, disabled, onWorking }: Props) {
  const [compressing, setCompressing] = useState(false)
  const preview = useObjectUrl(form.cover)
  const coverInput = useCoverInput()
  const audioInput = useAudioInput()
  const current = !preview && !form.removeCover ? form.currentCover : undefined

  const chooseCover = async (picked: File | undefined) => {
    const file = coverInput.take(picked)
    if (!file) return
    setCompressing(true)
    onWorking(true)
    try {
      update({ cover: await compressCover(file), coverName: file.name })
      notify({ title: 'Image Compressed', description: `${file.name} fits within 400×600.` })
    } catch {
      update({ cover: file, coverName: file.name })
      notify({ ...errorText.compression(), variant: 'destructive' })
    } finally {
      setCompressing(false)
      onWorking(false)
    }
  }

  const chooseAudio = async (picked: File | undefined) => {
    const file = audioInput.take(picked)
    if (!file) return
    update((current) => ({ audio: file, audioDuration: undefined, fields: { ...current.fields, audioFileUrl: '' } }))
    const duration = await readAudioDuration(file)
    // Whole seconds, rounded once here as the server rounds a track's: Upload and Edit read the same.
    if (duration !== null) update({ audioDuration: Math.round(duration) })
  }

  const link = form.fields.audioFileUrl ?? ''
  return (
    <>
      <FileInputField
        label="Cover image"
        hint="JPEG, PNG or WebP."
        accept={IMAGE_ACCEPT}
        inputKey={coverInput.inputKey}
        disabled={disabled || compressing}
        onFile={(file) => void chooseCover(file)}
      />
      {(preview || compressing) && (
        <div className="flex items-center gap-3">
          {preview && <img src={preview} alt="Cover preview" className="h-24 w-16 rounded-lg object-cover" />}
          <span className="text-xs text-muted">
            {compressing ? 'Compressing…' : `${form.coverName ?? 'Cover'} · ${formatBytes(form.cover?.size ?? 0)}`}
          </span>
          {preview && !disabled && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                update({ cover: undefined, coverName: undefined })
                coverInput.empty()
              }}
            >
              <X size={14} aria-hidden />
              Remove
            </Button>
          )}
        </div>
      )}
      {current && (
        <div className="flex items-center gap-3">
          <img src={current} alt="Current cover" className="h-24 w-16 rounded-lg object-cover" />
          <span className="text-xs text-muted">The story&apos;s cover now</span>
          {!disabled && (
            <Button size="sm" variant="ghost" onClick={() => update({ removeCover: true })}>
              <X size={14} aria-hidden />
              Remove Cover
            </Button>
          )}
        </div>
      )}
      <FileInputField
        label="Audio file"
        hint={audioHint(form, link)}
        accept={AUDIO_ACCEPT}
        inputKey={audioInput.inputKey}
        disabled={disabled}
        onFile={(file) => void chooseAudio(file)}
      />
      <TextInput
        label="Or an audio link"
        value={isUploadedAudioPath(link) ? '' : link}
        placeholder="https://…"
        disabled={disabled}
        field={fieldAttributes(StoryForm, 'audioFileUrl')}
        hint="A legacy cloud-drive or web link; it plays through this server."
        onChange={(value) =>
          update((current) => ({
            audio: value ? undefined : current.audio,
            fields: { ...current.fields, audioFileUrl: value },
          }))
        }
      />
      {(form.audio || link) && !disabled && (
        <Button
          size="sm"
          variant="ghost"
          className="self-start"
          onClick={() => {
            update((current) => ({
              audio: undefined,
              audioDuration: undefined,
              currentAudioDuration: undefined,
              fields: { ...current.fields, audioFileUrl: '' },
            }))
            audioInput.empty()
          }}
        >
          <X size={14} aria-hidden />
          Remove Audio
        </Button>
      )}
    </>
  )
}

/** What the audio field has: the file chosen, the story's uploaded audio now, or what it takes. */
function audioHint(form: StoryFormState, link: string): string {
  if (form.audio)
    return `${form.audio.name} · ${formatBytes(form.audio.size)}${form.audioDuration ? ` · ${clockTime(form.audioDuration)}` : ''} · uploaded when the story is sent`
  if (isUploadedAudioPath(link))
    return `The story's audio now: an uploaded file${form.currentAudioDuration ? ` · ${clockTime(form.currentAudioDuration)}` : ''}. Choose a file to replace it.`
  return 'MP3, M4A, OGG, WAV, FLAC or WebM, up to 100 MB.'
}
