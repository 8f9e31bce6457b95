// The admin's character form: name and bio (both needed), faction and role
// (or none), the names stories call it and the story it first appears in (for mentions), and a
// picture with its preview. Save queues the character; a new picture is uploaded first and, if
// refused, the save stops with "Upload Failed". The form stays until the server has it (or it
// waits for the network, and says so).
import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { queueCharacterSave, type Character, type CharacterFields } from './characters.ts'
import { ROLE_LABELS, ROLES } from './character-rules.ts'
import { FACTIONS, FACTION_IDS } from '../settings/faction.ts'
import { errorText } from '../lib/error-text.ts'
import { Dialog } from '../ui/dialog.tsx'
import { Button } from '../ui/button.tsx'
import { FIELD, Labelled, TextInput, FileInputField } from '../ui/form-controls.tsx'
import { notify } from '../ui/toast/notify.ts'
import { useFormWrite } from '../ui/use-queued-write.ts'
import { CharacterCreate } from '../../contract/character.ts'
import { fieldAttributes } from '../lib/field-limits.ts'
import { IMAGE_ACCEPT } from '../../contract/file-accept.ts'
import { usePictureField } from '../ui/use-file-field.ts'
import { aliasesOf, CharacterMentionFields } from './character-mention-fields.tsx'
import { DialogActions } from '../ui/dialog-actions.tsx'

function initialFields(character: Character | undefined): CharacterFields {
  return {
    name: character?.name ?? '',
    bio: character?.bio ?? '',
    image_url: character?.image_url ?? null,
    faction: character?.faction ?? null,
    role: character?.role ?? null,
    firstStoryId: character?.firstStoryId ?? null,
  }
}

export function CharacterFormDialog({ character, onClose }: { character?: Character; onClose: () => void }) {
  const [fields, setFields] = useState(() => initialFields(character))
  const [aliases, setAliases] = useState(() => character?.aliases.join(', ') ?? '')
  const picture = usePictureField()
  const image = picture.file
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : fields.image_url), [image, fields.image_url])
  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview)
    },
    [preview],
  )
  const set = <K extends keyof CharacterFields>(key: K, value: CharacterFields[K]) =>
    setFields((f) => ({ ...f, [key]: value }))

  const save = useFormWrite(
    () => ({
      title: character ? 'Character updated' : 'Character added',
      description: `"${fields.name.trim()}" was saved.`,
    }),
    onClose,
  )

  const removeImage = () => {
    picture.clear()
    set('image_url', null)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const name = fields.name.trim()
    const bio = fields.bio.trim()
    if (!name || !bio) return notify({ ...errorText.characterRequired(), variant: 'destructive' })
    await save.follow(
      queueCharacterSave({ ...fields, name, bio, aliases: aliasesOf(aliases) }, image ?? undefined, character),
    )
  }

  const busy = save.busy
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose()
      }}
      locked={busy}
      sticky
      wide
      title={character ? 'Edit Character' : 'Add Character'}
    >
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextInput
          label="Name"
          value={fields.name}
          disabled={busy}
          field={fieldAttributes(CharacterCreate, 'name')}
          onChange={(name) => set('name', name)}
        />
        <Labelled label="Bio">
          {(id) => (
            <textarea
              id={id}
              {...fieldAttributes(CharacterCreate, 'bio')}
              rows={5}
              value={fields.bio}
              disabled={busy}
              onChange={(e) => set('bio', e.target.value)}
              className={FIELD}
            />
          )}
        </Labelled>
        <div className="grid gap-4 sm:grid-cols-2">
          <Labelled label="Faction">
            {(id) => (
              <select
                id={id}
                value={fields.faction ?? ''}
                disabled={busy}
                onChange={(e) => set('faction', (e.target.value || null) as CharacterFields['faction'])}
                className={FIELD}
              >
                <option value="">None</option>
                {FACTION_IDS.map((f) => (
                  <option key={f} value={f}>
                    {FACTIONS[f].name}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
          <Labelled label="Role">
            {(id) => (
              <select
                id={id}
                value={fields.role ?? ''}
                disabled={busy}
                onChange={(e) => set('role', (e.target.value || null) as CharacterFields['role'])}
                className={FIELD}
              >
                <option value="">None</option>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
        </div>
        <CharacterMentionFields
          aliases={aliases}
          firstStoryId={fields.firstStoryId ?? null}
          disabled={busy}
          onAliases={setAliases}
          onFirstStory={(id) => set('firstStoryId', id)}
        />
        <div className="flex items-start gap-4">
          {preview ? (
            <img src={preview} alt="Picture preview" className="h-24 w-24 shrink-0 rounded-xl object-cover" />
          ) : (
            <div aria-hidden className="h-24 w-24 shrink-0 rounded-xl border border-dashed border-border" />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <FileInputField
              label="Picture"
              hint="JPEG, PNG or WebP. Location and camera details are removed."
              accept={IMAGE_ACCEPT}
              inputKey={picture.inputKey}
              disabled={busy}
              onFile={(file) => picture.pick(file)}
            />
            {preview && (
              <Button size="sm" variant="ghost" disabled={busy} onClick={removeImage} className="self-start">
                Remove picture
              </Button>
            )}
          </div>
        </div>
        <DialogActions busy={busy} onCancel={onClose}>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
