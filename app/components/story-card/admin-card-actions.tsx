// The admin's Edit and Delete on a card (hidden from visitors). Editing opens with the publishing
// update; deleting asks for confirmation first.
import { useState } from 'react'
import { Pencil, Trash2 } from 'lucide-react'
import type { StorySummary } from '../../../db/schema/story.ts'
import { adminFlag } from '../../data/settings.ts'
import { buttonClass } from '../ui/button.tsx'
import { DeleteStoryDialog } from '../delete-story-dialog.tsx'

export function AdminCardActions({ story }: { story: StorySummary }) {
  const isAdmin = adminFlag.use()
  const [confirming, setConfirming] = useState(false)
  if (!isAdmin) return null
  return (
    <div className="flex flex-wrap gap-1.5">
      {/* A disabled button shows no tooltip, so the wrapper carries it. */}
      <span title="Editing comes with the publishing update" className="flex flex-1">
        <button type="button" disabled className={buttonClass('secondary', 'sm', 'flex-1 justify-center px-1.5 text-xs')}>
          <Pencil size={14} aria-hidden />Edit
        </button>
      </span>
      <button type="button" className={buttonClass('secondary', 'sm', 'flex-1 justify-center px-1.5 text-xs text-danger! hover:border-danger')} onClick={() => setConfirming(true)}>
        <Trash2 size={14} aria-hidden />Delete
      </button>
      <DeleteStoryDialog story={story} open={confirming} onOpenChange={setConfirming} />
    </div>
  )
}
