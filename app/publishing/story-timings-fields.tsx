// The narration's timings (issue 25): a WebVTT captions file (the words spoken, for read-along and
// captions) and a chapters file, each read by the same parser the server uses when chosen, so a
// file it would refuse is refused here, naming the line, before anything is queued. Editing shows
// the timings the story has now, with Remove; a chosen file replaces one.
import { useState } from 'react'
import { X } from 'lucide-react'
import { readWebVtt, TIMING_KINDS, TIMINGS_ACCEPT, type TimingKind } from '../../story-text/webvtt.ts'
import { notify } from '../ui/toast/notify.ts'
import { Button } from '../ui/button.tsx'
import { FIELD, Labelled } from '../ui/form-controls.tsx'
import type { StoryFormState } from './story-form-state.ts'

interface Props {
  form: StoryFormState
  update: (change: (current: StoryFormState) => Partial<StoryFormState>) => void
  disabled: boolean
}

const LABEL: Record<TimingKind, string> = {
  captions: 'Narration captions (WebVTT)',
  chapters: 'Narration chapters (WebVTT)',
}
const WHAT: Record<TimingKind, string> = {
  captions: 'Each cue the words spoken then: readers follow along and can show captions.',
  chapters: 'Each cue a chapter of the audio and its name: chapter marks and chapter skips.',
}

export function StoryTimingsFields({ form, update, disabled }: Props) {
  // Each input's key changes when it must be emptied, so it always shows what will be sent.
  const [inputKeys, setInputKeys] = useState<Record<TimingKind, number>>({ captions: 0, chapters: 0 })
  const [cueCounts, setCueCounts] = useState<Partial<Record<TimingKind, number>>>({})
  const empty = (kind: TimingKind) => setInputKeys((keys) => ({ ...keys, [kind]: keys[kind] + 1 }))

  const choose = async (kind: TimingKind, file: File | undefined) => {
    if (!file) return
    const read = readWebVtt(await file.text(), kind)
    if ('error' in read) {
      empty(kind)
      return notify({ title: 'Not a timings file we can use', description: read.error, variant: 'destructive' })
    }
    setCueCounts((counts) => ({ ...counts, [kind]: read.cues.length }))
    update((current) => ({ timings: { ...current.timings, [kind]: file } }))
  }

  const remove = (kind: TimingKind) => {
    empty(kind)
    update((current) => {
      const { [kind]: _dropped, ...timings } = current.timings ?? {}
      const isCurrent = current.currentTimings?.includes(kind)
      return {
        timings,
        removeTimings: isCurrent ? [...new Set([...(current.removeTimings ?? []), kind])] : current.removeTimings,
      }
    })
  }

  return TIMING_KINDS.map((kind) => {
    const chosen = form.timings?.[kind]
    const hasNow = form.currentTimings?.includes(kind) && !form.removeTimings?.includes(kind)
    const hint = chosen
      ? `${chosen.name} · ${cueCounts[kind] ?? 'checked'}${cueCounts[kind] === undefined ? '' : cueCounts[kind] === 1 ? ' cue' : ' cues'} · sent with the story`
      : hasNow
        ? `The story has ${kind} now. Choose a file to replace them.`
        : WHAT[kind]
    return (
      <div key={kind} className="flex flex-col gap-1.5">
        <Labelled label={LABEL[kind]} hint={hint}>
          {(id) => (
            <input
              key={inputKeys[kind]}
              id={id}
              type="file"
              accept={TIMINGS_ACCEPT}
              disabled={disabled}
              onChange={(e) => void choose(kind, e.target.files?.[0])}
              className={FIELD}
            />
          )}
        </Labelled>
        {(chosen || hasNow) && !disabled && (
          <Button size="sm" variant="ghost" className="self-start" onClick={() => remove(kind)}>
            <X size={14} aria-hidden />
            Remove {kind === 'captions' ? 'Captions' : 'Chapters'}
          </Button>
        )}
      </div>
    )
  })
}
