// Upload New Story and Edit Story: one form, kept as a draft while it
// changes. Escape and outside clicks never close it; nothing closes it while a file is read or a
// publish is pending. Publish queues the story (app/publishing/publishing.ts) and follows it: sent →
// the spec's success and the dialog closes; kept on the device (no network, a server problem) →
// "Saved on this device" and it closes; refused → the one refusal toast, and the form comes back.
import { useEffect, useState, type FormEvent } from 'react'
import { Dialog } from '../ui/dialog.tsx'
import { Button } from '../ui/button.tsx'
import { notify } from '../ui/toast/notify.ts'
import { editDraftId, NEW_STORY_DRAFT } from './drafts.ts'
import { loadStoryForEdit } from '../library/stories.ts'
import { queueStory, takeBackStory } from './publishing.ts'
import { useDeliveryState } from '../data/writes/delivery-state.ts'
import { tellRefusal } from '../data/writes/refusals.ts'
import { publishStopped, refusal, savedOnDevice } from '../data/writes/write-text.ts'
import {
  EMPTY_FORM,
  fieldsTakenBack,
  formOfStory,
  formProblem,
  submissionOf,
  type StoryFormState,
} from './story-form-state.ts'
import { useStoryForm } from './use-story-form.ts'
import { StoryTextFields } from './story-text-fields.tsx'
import { StoryMetaFields } from './story-meta-fields.tsx'
import { StoryScheduleFields } from './story-schedule-fields.tsx'
import { StoryMediaFields } from './story-media-fields.tsx'
import { StoryTimingsFields } from './story-timings-fields.tsx'
import { PublishProgress } from './publish-progress.tsx'

export function StoryDialog({ storyId, onClose }: { storyId?: string; onClose: () => void }) {
  const editing = storyId !== undefined
  const [initial, setInitial] = useState<StoryFormState | undefined>(editing ? undefined : EMPTY_FORM)
  const { form, update, setField, reset, sending } = useStoryForm(
    editing ? editDraftId(storyId) : NEW_STORY_DRAFT,
    initial,
  )
  const [working, setWorking] = useState(false)
  const [seq, setSeq] = useState<number | null>(null)
  const state = useDeliveryState(seq)
  const publishing = seq !== null && state?.phase === 'sending'
  const scheduling = form?.fields.when === 'later'

  useEffect(() => {
    if (!storyId) return
    void loadStoryForEdit(storyId).then((found) =>
      setInitial(found ? formOfStory(found.story, found.content) : EMPTY_FORM),
    )
  }, [storyId])

  useEffect(() => {
    if (seq === null || !state || state.phase === 'sending') return
    if (state.phase === 'delivered') {
      notify({
        title: editing
          ? 'Story updated successfully!'
          : scheduling
            ? 'Story scheduled'
            : 'Story uploaded successfully!',
      })
      void reset(EMPTY_FORM).then(onClose)
    } else if (state.phase === 'refused') {
      // The one refusal toast, then the form comes back to be corrected (the refused entry goes).
      const refused = seq
      void tellRefusal(refused, (entry) => notify(refusal(entry)))
        .then(() => takeBackStory(refused))
        .then((back) => {
          if (back) update((current) => ({ ...back, fields: fieldsTakenBack(back.fields, current.fields) }))
        })
    } else {
      notify(savedOnDevice(state))
      void reset(EMPTY_FORM).then(onClose)
    }
    setSeq(null)
  }, [seq, state, editing, scheduling, onClose, reset, update])

  /** Stops the publish under way (its upload too); the form keeps everything. */
  const cancelPublishing = async () => {
    if (seq === null) return
    const stopped = seq
    setSeq(null)
    const back = await takeBackStory(stopped)
    if (back) update((current) => ({ ...back, fields: fieldsTakenBack(back.fields, current.fields) }))
    notify(publishStopped())
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!form) return
    const problem = formProblem(form)
    if (problem) return notify({ ...problem, variant: 'destructive' })
    sending()
    setSeq(await queueStory(submissionOf(form, editing), editing ? editDraftId(storyId) : NEW_STORY_DRAFT, storyId))
  }

  const busy = working || seq !== null
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      sticky
      locked={busy}
      wide
      title={editing ? 'Edit Story' : 'Upload New Story'}
      description={
        editing
          ? 'Change what you need; everything else stays.'
          : 'Publish a story to every reader. What you type is kept on this device until you publish.'
      }
    >
      {!form ? (
        <p className="text-sm text-muted" role="status">
          Loading the story…
        </p>
      ) : (
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <StoryTextFields form={form} setField={setField} update={update} disabled={busy} onReading={setWorking} />
          <StoryMetaFields form={form} setField={setField} disabled={busy} editing={editing} />
          <StoryScheduleFields form={form} update={update} disabled={busy} editing={editing} />
          <StoryMediaFields form={form} update={update} disabled={busy} onWorking={setWorking} />
          <StoryTimingsFields form={form} update={update} disabled={busy} />
          {publishing && <PublishProgress hasAudio={Boolean(form.audio)} sent={state.sent} total={state.total} />}
          <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
            {!editing && (
              <Button variant="ghost" disabled={busy} onClick={() => void reset(EMPTY_FORM)}>
                Clear form
              </Button>
            )}
            {seq !== null ? (
              <Button onClick={() => void cancelPublishing()}>Cancel upload</Button>
            ) : (
              <Button disabled={busy} onClick={onClose}>
                Cancel
              </Button>
            )}
            <Button type="submit" variant="primary" disabled={busy}>
              {seq !== null
                ? 'Publishing...'
                : editing
                  ? 'Save Changes'
                  : scheduling
                    ? 'Schedule Story'
                    : 'Publish Story'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
