// When the story goes out (issue 61): "Publish now" or "Publish on…" a date and time in the admin's
// own zone, named with its offset at that instant (summer time included) and read back in words, at
// most a year ahead. Editing a story not released yet also offers "Keep as draft"; a published story
// has nothing to choose, so nothing shows.
import { useId, useState } from 'react'
import { FIELD } from '../ui/form-controls.tsx'
import { latestPublishAt, localInputOf, timeInWords, zoneLine } from './schedule-time.ts'
import {
  chosenRelease,
  releaseChoice,
  releaseProblem,
  type ReleaseChoice,
  type StoryFormState,
} from './story-form-state.ts'

const CHOICES: { value: ReleaseChoice; label: string; editingOnly?: boolean }[] = [
  { value: 'now', label: 'Publish now' },
  { value: 'later', label: 'Publish on…' },
  { value: 'draft', label: 'Keep as draft', editingOnly: true },
]

export function StoryScheduleFields({
  form,
  update,
  disabled,
  editing,
}: {
  form: StoryFormState
  update: (change: (current: StoryFormState) => Partial<StoryFormState>) => void
  disabled: boolean
  editing: boolean
}) {
  const id = useId()
  // The picker's bounds are for the wheel only; the check at Publish reads the clock again.
  const [now] = useState(() => new Date())
  const when = (form.fields.when ?? 'now') as ReleaseChoice
  if (when === 'published') return null
  const at = chosenRelease(form)
  const problem = releaseProblem(form)

  return (
    <fieldset className="flex flex-col gap-3" role="radiogroup" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`} className="mb-1.5 text-sm font-medium">
        When
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {CHOICES.filter((choice) => editing || !choice.editingOnly).map((choice) => (
          <label key={choice.value} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-when`}
              value={choice.value}
              checked={when === choice.value}
              disabled={disabled}
              onChange={() => update((current) => ({ fields: releaseChoice(current, choice.value) }))}
              className="h-4 w-4 shrink-0 accent-[var(--accent)]"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {when === 'later' && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-at`} className="text-sm font-medium">
            Release time
          </label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            step={60}
            min={localInputOf(now)}
            max={localInputOf(latestPublishAt(now))}
            value={form.fields.releaseAt ?? ''}
            disabled={disabled}
            required
            aria-describedby={`${id}-zone`}
            onChange={(e) => {
              const releaseAt = e.target.value
              update((current) => ({ fields: { ...current.fields, releaseAt } }))
            }}
            className={FIELD}
          />
          <p id={`${id}-zone`} className="text-xs text-muted">
            {at ? `${timeInWords(at)} · ${zoneLine(at)}` : zoneLine(now)}
          </p>
          {problem && <p className="text-xs text-danger">{problem}</p>}
        </div>
      )}
    </fieldset>
  )
}
