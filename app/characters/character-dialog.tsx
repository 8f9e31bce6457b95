// A character's page in a dialog: its card (character-card.tsx) under its name; the
// admin edits or deletes from here (delete asks first).
import { useRef, useState } from 'react'
import { Pencil, Trash2 } from 'lucide-react'
import { queueCharacterDelete, type Character } from './characters.ts'
import { Dialog } from '../ui/dialog.tsx'
import { Button } from '../ui/button.tsx'
import { notify } from '../ui/toast/notify.ts'
import { useQueuedWrite } from '../ui/use-queued-write.ts'
import { CharacterCard } from './character-card.tsx'
import { resourceKey, usePendingWrites } from '../data/writes/pending-writes.ts'
import { PendingMark } from '../ui/pending-mark.tsx'
import { DialogActions } from '../ui/dialog-actions.tsx'

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
  const close = () => {
    setConfirming(false)
    onClose()
  }
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
      <Dialog
        open={character !== null && !confirming}
        onOpenChange={(next) => {
          if (!next) close()
        }}
        title={character?.name ?? 'Character'}
        wide
      >
        {character && (
          <CharacterCard character={character} marks={isAdmin && <PendingMark entries={pending} />}>
            {isAdmin && (
              <div className="mt-2 flex flex-wrap gap-2">
                <Button onClick={() => onEdit(character)}>
                  <Pencil size={16} aria-hidden />
                  Edit
                </Button>
                <Button variant="danger" onClick={() => setConfirming(true)}>
                  <Trash2 size={16} aria-hidden />
                  Delete
                </Button>
              </div>
            )}
          </CharacterCard>
        )}
      </Dialog>
      <Dialog
        open={character !== null && confirming}
        onOpenChange={(next) => {
          if (!next) setConfirming(false)
        }}
        locked={remove.busy}
        title="Delete Character"
        description={`Are you sure you want to delete "${character?.name}"? This action cannot be undone.`}
      >
        <DialogActions busy={remove.busy} onCancel={() => setConfirming(false)}>
          <Button variant="danger" disabled={remove.busy} onClick={() => character && confirmDelete(character)}>
            {remove.busy ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
