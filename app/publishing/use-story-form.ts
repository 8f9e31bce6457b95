// The dialog's form, kept as a draft on this device while it changes (debounced), and given back
// when the dialog opens again: the draft first, else the story being edited, else an empty form.
// A change not yet saved is saved at once when the form closes or the page goes away.
import { useCallback, useEffect, useRef, useState } from 'react'
import { clearDraft, hasLeftFields, saveDraft, saveDraftOnLeave, useDraft, type Draft } from './drafts.ts'
import { EMPTY_FORM, type StoryFormState } from './story-form-state.ts'

const SAVE_AFTER_MS = 400

function asDraft(id: string, form: StoryFormState): Omit<Draft, 'updatedAt'> {
  const fields =
    form.audioDuration === undefined ? form.fields : { ...form.fields, audioDuration: String(form.audioDuration) }
  return {
    id,
    fields,
    cover: form.cover,
    coverName: form.coverName,
    audio: form.audio,
    timings: form.timings,
    pictures: form.pictures,
  }
}

export function useStoryForm(draftId: string, initial: StoryFormState | undefined) {
  const draft = useDraft(draftId)
  const [form, setForm] = useState<StoryFormState | undefined>(undefined)
  const dirty = useRef(false)
  /** The change waiting for its save. */
  const unsaved = useRef<Omit<Draft, 'updatedAt'> | undefined>(undefined)

  // Once the draft has been read (and the edited story fetched), the form starts from one of them.
  useEffect(() => {
    if (form !== undefined || draft === undefined || initial === undefined) return
    // Text kept when the page went away is saved into the draft itself.
    if (draft && hasLeftFields(draftId)) dirty.current = true
    setForm(
      draft
        ? {
            fields: draft.fields,
            cover: draft.cover,
            coverName: draft.coverName,
            audio: draft.audio,
            timings: draft.timings,
            pictures: draft.pictures,
            audioDuration: draft.fields.audioDuration ? Number(draft.fields.audioDuration) : undefined,
          }
        : initial,
    )
  }, [draft, initial, form, draftId])

  useEffect(() => {
    if (!form || !dirty.current) return
    const draft = asDraft(draftId, form)
    unsaved.current = draft
    const timer = setTimeout(() => {
      // Not when it was saved on leaving, sent, or cleared meanwhile.
      if (unsaved.current !== draft) return
      unsaved.current = undefined
      void saveDraft(draft)
    }, SAVE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [form, draftId])

  useEffect(() => {
    const leave = () => {
      if (unsaved.current) saveDraftOnLeave(unsaved.current)
      unsaved.current = undefined
    }
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave()
    }
    window.addEventListener('pagehide', leave)
    document.addEventListener('visibilitychange', hidden)
    return () => {
      window.removeEventListener('pagehide', leave)
      document.removeEventListener('visibilitychange', hidden)
      // The form closed within the moment before its save.
      if (unsaved.current) void saveDraft(unsaved.current)
      unsaved.current = undefined
    }
  }, [])

  const update = useCallback(
    (change: Partial<StoryFormState> | ((current: StoryFormState) => Partial<StoryFormState>)) => {
      dirty.current = true
      setForm((current) => {
        const base = current ?? EMPTY_FORM
        return { ...base, ...(typeof change === 'function' ? change(base) : change) }
      })
    },
    [],
  )
  const setField = useCallback(
    (name: string, value: string) => update((current) => ({ fields: { ...current.fields, [name]: value } })),
    [update],
  )
  const reset = useCallback(
    async (next: StoryFormState) => {
      dirty.current = false
      unsaved.current = undefined
      setForm(next)
      await clearDraft(draftId)
    },
    [draftId],
  )

  /** The form is being sent (its draft goes with it): the change waiting for its save is not kept. */
  const sending = useCallback(() => {
    unsaved.current = undefined
  }, [])

  return { form, update, setField, reset, sending, hasDraft: Boolean(draft) }
}
