// A file input's chosen file. A file the field does not take is refused with a toast and the
// input is emptied (its key changes), so what the input shows is always what will be sent. The
// publish dialog keeps its chosen files in its draft, so it uses the input alone (useFileInput).
import { useState } from 'react'
import { isImageFile } from '../../contract/file-accept.ts'
import { isAudioFile } from '../../contract/audio-formats.ts'
import { errorText, type ErrorText } from '../lib/error-text.ts'
import { notify } from './toast/notify.ts'

export interface FileInput {
  /** The input's React key: it changes whenever the input must be emptied. */
  inputKey: number
  /** What the input now holds, if the field takes it; a file it does not take is refused (null). */
  take: (picked: File | undefined) => File | null
  empty: () => void
}

export interface FileField {
  file: File | null
  inputKey: number
  /** Takes what the input now holds; answers the file kept, or null. */
  pick: (picked: File | undefined) => File | null
  clear: () => void
}

export function useFileInput(accepts: (file: File) => boolean, refusal: () => ErrorText): FileInput {
  const [inputKey, setInputKey] = useState(0)
  const empty = () => setInputKey((k) => k + 1)
  const take = (picked: File | undefined) => {
    if (!picked) return null
    if (accepts(picked)) return picked
    notify({ ...refusal(), variant: 'destructive' })
    empty()
    return null
  }
  return { inputKey, take, empty }
}

export function useFileField(accepts: (file: File) => boolean, refusal: () => ErrorText): FileField {
  const input = useFileInput(accepts, refusal)
  const [file, setFile] = useState<File | null>(null)
  const clear = () => {
    setFile(null)
    input.empty()
  }
  const pick = (picked: File | undefined) => {
    const taken = input.take(picked)
    setFile(taken)
    return taken
  }
  return { file, inputKey: input.inputKey, pick, clear }
}

export const usePictureField = () => useFileField(isImageFile, errorText.notImage)
export const useAudioField = () => useFileField(isAudioFile, errorText.notAudio)
/** The publish dialog's cover (refused in the spec's words for a cover) and audio inputs. */
export const useCoverInput = () => useFileInput(isImageFile, errorText.notCover)
export const useAudioInput = () => useFileInput(isAudioFile, errorText.notAudio)
