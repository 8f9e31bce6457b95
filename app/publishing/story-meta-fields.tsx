// Category, and for a series the season choice (1–4 of the main series, 5 = season 1 of the second)
// and episode; read time (empty: worked out from the words); featured; and for a new story,
// publishing silently (no push to readers).
import { SEASON_CHOICES } from '../../contract/season-choice.ts'
import { useSeriesList } from '../library/stories.ts'
import { CheckField, FIELD, Labelled, TextInput } from '../ui/form-controls.tsx'
import type { StoryFormState } from './story-form-state.ts'
import { MAIN_SERIES_ID, SECOND_SERIES_ID } from '../../contract/season-choice.ts'
import { StoryForm } from '../../contract/story.ts'
import { fieldAttributes } from '../lib/field-limits.ts'

export function StoryMetaFields({
  form,
  setField,
  disabled,
  editing,
}: {
  form: StoryFormState
  setField: (name: string, value: string) => void
  disabled: boolean
  editing: boolean
}) {
  const f = form.fields
  const series = useSeriesList()
  const titleOf = (id: string) => series?.find((s) => s.id === id)?.title
  const choiceLabel = (choice: number) =>
    choice === 5
      ? `${titleOf(SECOND_SERIES_ID) ?? 'Second series'}, season 1`
      : `${titleOf(MAIN_SERIES_ID) ?? 'Main series'}, season ${choice}`

  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <Labelled label="Category">
          {(id) => (
            <select
              id={id}
              value={f.category}
              disabled={disabled}
              onChange={(e) => setField('category', e.target.value)}
              className={FIELD}
            >
              <option value="standalone">Standalone</option>
              <option value="series">Series</option>
            </select>
          )}
        </Labelled>
        <TextInput
          label="Read time"
          value={f.readTime ?? ''}
          placeholder="Worked out"
          hint="Empty: from the words."
          disabled={disabled}
          field={fieldAttributes(StoryForm, 'readTime')}
          onChange={(v) => setField('readTime', v)}
        />
      </div>
      {f.category === 'series' && (
        // One column on phones: a season's label names its series, too long for half a phone.
        <div className="grid gap-3 sm:grid-cols-2">
          <Labelled label="Season">
            {(id) => (
              <select
                id={id}
                value={f.seasonNumber}
                disabled={disabled}
                onChange={(e) => setField('seasonNumber', e.target.value)}
                className={FIELD}
              >
                {SEASON_CHOICES.map((choice) => (
                  <option key={choice} value={String(choice)}>
                    {choiceLabel(choice)}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
          <Labelled label="Episode">
            {(id) => (
              <input
                id={id}
                type="number"
                {...fieldAttributes(StoryForm, 'episodeNumber')}
                value={f.episodeNumber}
                disabled={disabled}
                onChange={(e) => setField('episodeNumber', e.target.value)}
                className={FIELD}
              />
            )}
          </Labelled>
        </div>
      )}
      <CheckField
        label="Featured"
        hint="Shown in the big rotating spot on the home page."
        checked={f.isFeatured === 'true'}
        disabled={disabled}
        onChange={(v) => setField('isFeatured', String(v))}
      />
      {!editing && (
        <CheckField
          label="Publish silently"
          hint="No notification to readers who subscribed."
          checked={f.silent === 'true'}
          disabled={disabled}
          onChange={(v) => setField('silent', String(v))}
        />
      )}
    </>
  )
}
