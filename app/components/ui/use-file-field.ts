// A file input's chosen file. A file the field does not take is refused with a toast and the
// input is emptied (its key changes), so what the input shows is always what will be sent.
import { useState } from 'react'
import { isImageFile } from '../../../db/schema/file-accept.ts'
import { isAudioFile } from '../../../db/schema/audio-formats.ts'
import { errorText, type ErrorText } from '../../lib/error-text.ts'
import { notify } from '../toast/notify.ts'

export interface FileField {
  file: File | null
  /** The input's React key: it changes whenever the input must be emptied. */
  inputKey: number
  /** Takes what the input now holds; answers the file kept, or null. */
  pick: (picked: File | undefined) => File | null
  clear: () => void
}

export function useFileField(accepts: (file: File) => boolean, refusal: () => ErrorText): FileField {
  const [file, setFile] = useState<File | null>(null)
  const [inputKey, setInputKey] = useState(0)
  const clear = () => {
    setFile(null)
    setInputKey((k) => k + 1)
  }
  const pick = (picked: File | undefined) => {
    if (picked && !accepts(picked)) {
      notify({ ...refusal(), variant: 'destructive' })
      clear()
      return null
    }
    setFile(picked ?? null)
    return picked ?? null
  }
  return { file, inputKey, pick, clear }
}

export const usePictureField = () => useFileField(isImageFile, errorText.notImage)
export const useAudioField = () => useFileField(isAudioFile, errorText.notAudio)
