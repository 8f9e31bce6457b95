// The admin's Add Link form: Title and URL are needed ("Missing
// information"), Description is optional. Saved through the outbox; "Link added!" once the server
// has it, after which the form clears and closes. The server refuses any address that is not
// http or https (an href must never run script) and says so.
import { useState, type FormEvent } from 'react'
import { queueLinkAdd } from './links.ts'
import { errorText } from '../lib/error-text.ts'
import { Button } from '../ui/button.tsx'
import { FIELD, Labelled, TextInput } from '../ui/form-controls.tsx'
import { notify } from '../ui/toast/notify.ts'
import { useFormWrite } from '../ui/use-queued-write.ts'
import { LinkCreate } from '../../contract/link.ts'
import { fieldAttributes } from '../lib/field-limits.ts'
import { DialogActions } from '../ui/dialog-actions.tsx'

const EMPTY = { title: '', url: '', description: '' }

export function AddLinkForm({ onDone }: { onDone: () => void }) {
  const [fields, setFields] = useState(EMPTY)
  const finish = () => {
    setFields(EMPTY)
    onDone()
  }
  const add = useFormWrite(() => ({ title: 'Link added!' }), finish)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const title = fields.title.trim()
    const url = fields.url.trim()
    if (!title || !url) return notify({ ...errorText.linkRequired(), variant: 'destructive' })
    await add.follow(queueLinkAdd({ title, url, description: fields.description.trim() }))
  }

  const busy = add.busy
  return (
    <form
      aria-label="Add Link"
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5"
    >
      <TextInput
        label="Title"
        value={fields.title}
        disabled={busy}
        field={fieldAttributes(LinkCreate, 'title')}
        onChange={(title) => setFields((f) => ({ ...f, title }))}
      />
      <TextInput
        label="URL"
        value={fields.url}
        disabled={busy}
        field={fieldAttributes(LinkCreate, 'url')}
        placeholder="https://example.com"
        onChange={(url) => setFields((f) => ({ ...f, url }))}
      />
      <Labelled label="Description (optional)">
        {(id) => (
          <textarea
            id={id}
            {...fieldAttributes(LinkCreate, 'description')}
            rows={2}
            value={fields.description}
            disabled={busy}
            onChange={(e) => setFields((f) => ({ ...f, description: e.target.value }))}
            className={FIELD}
          />
        )}
      </Labelled>
      <DialogActions busy={busy} onCancel={finish}>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </form>
  )
}
