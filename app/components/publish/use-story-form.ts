// The dialog's form, kept as a draft on this device while it changes (debounced), and given back
// when the dialog opens again: the draft first, else the story being edited, else an empty form.
import { useCallback, useEffect, useRef, useState } from 'react'
import { clearDraft, saveDraft, useDraft } from '../../data/drafts.ts'
import { EMPTY_FORM, type StoryFormState } from './story-form-state.ts'

const SAVE_AFTER_MS = 400

export function useStoryForm(draftId: string, initial: StoryFormState | undefined) {
  const draft = useDraft(draftId)
  const [form, setForm] = useState<StoryFormState | undefined>(undefined)
  const dirty = useRef(false)

  // Once the draft has been read (and the edited story fetched), the form starts from one of them.
  useEffect(() => {
    if (form !== undefined || draft === undefined || initial === undefined) return
    setForm(draft
      ? { fields: draft.fields, cover: draft.cover, coverName: draft.coverName, audio: draft.audio, timings: draft.timings, pictures: draft.pictures, audioDuration: draft.fields.audioDuration ? Number(draft.fields.audioDuration) : undefined }
      : initial)
  }, [draft, initial, form])

  useEffect(() => {
    if (!form || !dirty.current) return
    const timer = setTimeout(() => {
      const fields = form.audioDuration === undefined ? form.fields : { ...form.fields, audioDuration: String(form.audioDuration) }
      void saveDraft({ id: draftId, fields, cover: form.cover, coverName: form.coverName, audio: form.audio, timings: form.timings, pictures: form.pictures })
    }, SAVE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [form, draftId])

  const update = useCallback((change: Partial<StoryFormState> | ((current: StoryFormState) => Partial<StoryFormState>)) => {
    dirty.current = true
    setForm((current) => {
      const base = current ?? EMPTY_FORM
      return { ...base, ...(typeof change === 'function' ? change(base) : change) }
    })
  }, [])
  const setField = useCallback((name: string, value: string) => update((current) => ({ fields: { ...current.fields, [name]: value } })), [update])
  const reset = useCallback(async (next: StoryFormState) => {
    dirty.current = false
    setForm(next)
    await clearDraft(draftId)
  }, [draftId])

  return { form, update, setField, reset, hasDraft: Boolean(draft) }
}
