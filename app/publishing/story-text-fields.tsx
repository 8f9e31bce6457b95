// Title, description, and the story's text: typed or pasted, or read from a story file (.txt, .md,
// .docx), whose text lands in the box for review before publishing. A Word
// document's pictures travel with the form; the ones left out are listed under the box.
import { useState } from 'react'
import { errorText } from '../lib/error-text.ts'
import { readStoryFile, warnIfLarge } from './read-story-file.ts'
import { notify } from '../ui/toast/notify.ts'
import { FIELD, Labelled, TextInput } from '../ui/form-controls.tsx'
import type { StoryFormState } from './story-form-state.ts'
import { StoryForm } from '../../contract/story.ts'
import { fieldAttributes } from '../lib/field-limits.ts'
import { STORY_FILE_ACCEPT } from '../../contract/file-accept.ts'

interface Props {
  form: StoryFormState
  setField: (name: string, value: string) => void
  update: (change: (current: StoryFormState) => Partial<StoryFormState>) => void
  disabled: boolean
  onReading: (reading: boolean) => void
}

export function StoryTextFields({ form, setField, update, disabled, onReading }: Props) {
  const [reading, setReading] = useState(false)
  const f = form.fields

  const readFile = async (file: File | undefined) => {
    if (!file) return
    setReading(true)
    onReading(true)
    try {
      const { text, pictures, warnings } = await readStoryFile(file)
      warnIfLarge(text)
      update((current) => ({ fields: { ...current.fields, content: text }, pictures, importWarnings: warnings }))
      notify({
        title: 'File Loaded Successfully',
        description: `${file.name} is in the story text below. Check it before publishing.`,
      })
    } catch (error) {
      notify({ ...errorText.attachedFile(error), variant: 'destructive' })
    } finally {
      setReading(false)
      onReading(false)
    }
  }

  return (
    <>
      <TextInput
        label="Title"
        value={f.title ?? ''}
        field={fieldAttributes(StoryForm, 'title')}
        disabled={disabled}
        onChange={(v) => setField('title', v)}
      />
      <TextInput
        label="Description"
        value={f.description ?? ''}
        field={fieldAttributes(StoryForm, 'description')}
        disabled={disabled}
        placeholder="A thrilling sci-fi story."
        onChange={(v) => setField('description', v)}
      />
      <Labelled label="Story file" hint=".txt, .md or .docx: its text is put in the box below.">
        {(id) => (
          <input
            id={id}
            type="file"
            accept={STORY_FILE_ACCEPT}
            disabled={disabled || reading}
            onChange={(e) => {
              void readFile(e.target.files?.[0])
              e.target.value = ''
            }}
            className={FIELD}
          />
        )}
      </Labelled>
      <Labelled
        label="Story text"
        hint={
          reading
            ? 'Reading the file…'
            : `${(f.content ?? '').length.toLocaleString()} characters. A line "Chapter N: title" starts a chapter; **bold** shows bold.`
        }
      >
        {(id) => (
          <textarea
            id={id}
            {...fieldAttributes(StoryForm, 'content')}
            rows={8}
            value={f.content ?? ''}
            disabled={disabled || reading}
            onChange={(e) => setField('content', e.target.value)}
            onBlur={(e) => warnIfLarge(e.target.value)}
            className={`${FIELD} resize-y font-serif`}
          />
        )}
      </Labelled>
      {form.importWarnings && form.importWarnings.length > 0 && (
        <div role="status" className="rounded-md border border-border p-3 text-sm">
          <p className="font-semibold">Left out of the story</p>
          <ul className="list-disc pl-5">
            {form.importWarnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}
