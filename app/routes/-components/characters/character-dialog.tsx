// A character's page in a dialog (hub.md §2): picture, name, faction, role and the whole bio; the
// admin edits or deletes from here (delete asks first).
import { useRef, useState } from 'react'
import { Pencil, Trash2 } from 'lucide-react'
import { queueCharacterDelete, type Character } from '../../../data/characters.ts'
import { roleLabel } from '../../../lib/characters.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { notify } from '../../../components/toast/notify.ts'
import { useQueuedWrite } from '../../../components/ui/use-queued-write.ts'
import { CharacterPortrait, FactionBadge } from './character-grid.tsx'
import { resourceKey, usePendingWrites } from '../../../data/writes/pending-writes.ts'
import { PendingMark } from '../../../components/ui/pending-mark.tsx'

interface CharacterDialogProps {
  character: Character | null
  isAdmin: boolean
  onClose: () => void
  onEdit: (character: Character) => void
}

export function CharacterDialog({ character, isAdmin, onClose, onEdit }: CharacterDialogProps) {
  const [confirming, setConfirming] = useState(false)
  // The name as it was when Delete was pressed: once the server has the delete, the sync removes
  // the character and this dialog is left without one by the time the toast is said.
  const deletedName = useRef('')
  const close = () => { setConfirming(false); onClose() }
  const remove = useQueuedWrite({
    delivered: () => {
      notify({ title: 'Character deleted', description: `"${deletedName.current}" was deleted.` })
      close()
    },
    kept: close,
  })
  const confirmDelete = (shown: Character) => {
    deletedName.current = shown.name
    void remove.follow(queueCharacterDelete(shown))
  }
  const pending = usePendingWrites().get(resourceKey('character', character?.id ?? ''))

  return (
    <>
      <Dialog open={character !== null && !confirming} onOpenChange={(next) => { if (!next) close() }} title={character?.name ?? 'Character'} wide>
        {character && (
          <div className="flex flex-col gap-4 sm:flex-row">
            <CharacterPortrait character={character} className="rounded-xl sm:!w-64 sm:shrink-0" />
            <div className="flex min-w-0 flex-col gap-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <FactionBadge faction={character.faction} />
                {isAdmin && <PendingMark entries={pending} />}
                {character.role && <span className="text-sm text-muted">{roleLabel(character.role)}</span>}
              </div>
              <p className="whitespace-pre-line leading-relaxed text-text/90">{character.bio}</p>
              {isAdmin && (
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button onClick={() => onEdit(character)}><Pencil size={16} aria-hidden />Edit</Button>
                  <Button variant="danger" onClick={() => setConfirming(true)}><Trash2 size={16} aria-hidden />Delete</Button>
                </div>
              )}
            </div>
          </div>
        )}
      </Dialog>
      <Dialog
        open={character !== null && confirming} onOpenChange={(next) => { if (!next) setConfirming(false) }} locked={remove.busy}
        title="Delete Character" description={`Are you sure you want to delete "${character?.name}"? This action cannot be undone.`}
      >
        <div className="flex justify-end gap-2">
          <Button disabled={remove.busy} onClick={() => setConfirming(false)}>Cancel</Button>
          <Button variant="danger" disabled={remove.busy} onClick={() => character && confirmDelete(character)}>
            {remove.busy ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </Dialog>
    </>
  )
}
