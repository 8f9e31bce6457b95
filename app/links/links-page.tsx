// Links (/links): "Loading links..." until the device knows, "No links added yet." when
// there are none, else the cards in their order. The admin gets Add Link (the form), and on each
// card a drag handle and Delete.
import { useState } from 'react'
import { Plus } from 'lucide-react'
import { useLinks } from './links.ts'
import { useIsAdmin } from '../settings/settings.ts'
import { Button } from '../ui/button.tsx'
import { lazyPart } from '../lib/lazy-part.ts'
import { useAdminPart } from '../ui/use-lazy-part.ts'
import { LinkList } from './link-list.tsx'

// The admin's own part: readers never download it.
const addLinkForm = lazyPart(() => import('./add-link-form.tsx'))

export function LinksPage() {
  const links = useLinks()
  const isAdmin = useIsAdmin()
  const form = useAdminPart(addLinkForm, isAdmin)
  const [adding, setAdding] = useState(false)

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Links</h1>
          <p className="mt-1 text-muted">Places beyond the hub worth a visit</p>
        </div>
        {isAdmin && !adding && (
          <Button variant="primary" onClick={() => setAdding(true)}>
            <Plus size={16} aria-hidden />
            Add Link
          </Button>
        )}
      </header>
      {form && adding && <form.AddLinkForm onDone={() => setAdding(false)} />}
      {!links && (
        <p role="status" className="text-muted">
          Loading links...
        </p>
      )}
      {links?.length === 0 && (
        <div className="rounded-2xl border border-dashed border-border p-8 text-center">
          <p className="text-muted">No links added yet.</p>
          {isAdmin && <p className="mt-1 text-sm text-muted">Click &apos;Add Link&apos; to get started!</p>}
        </div>
      )}
      {links && links.length > 0 && <LinkList links={links} isAdmin={isAdmin} />}
    </div>
  )
}
