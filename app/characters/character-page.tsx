// Character Hub (/characters): the heading, a search over name, bio, faction and role,
// the card grid (8 skeletons until the device knows), a character's dialog, and for the admin Add
// Character, Edit and Delete.
import { useDeferredValue, useState } from 'react'
import { Plus, Search } from 'lucide-react'
import { useCharacters, type Character } from './characters.ts'
import { useIsAdmin } from '../settings/settings.ts'
import { searchCharacters } from './character-rules.ts'
import { Button } from '../ui/button.tsx'
import { CharacterGrid } from './character-grid.tsx'
import { CharacterDialog } from './character-dialog.tsx'
import { lazyPart } from '../lib/lazy-part.ts'
import { useAdminPart } from '../ui/use-lazy-part.ts'

// The admin's own part: readers never download it.
const characterForm = lazyPart(() => import('./character-form-dialog.tsx'))

export function CharacterPage() {
  // Undefined until known: before the first sync an empty table is not \"none\".
  const characters = useCharacters()
  const isAdmin = useIsAdmin()
  const forms = useAdminPart(characterForm, isAdmin)
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  const [openId, setOpenId] = useState<string | null>(null)
  const [editing, setEditing] = useState<Character | 'new' | null>(null)
  const shown = characters && searchCharacters(characters, deferredQuery)
  const open = characters?.find((c) => c.id === openId) ?? null

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Character Hub</h1>
          <p className="mt-1 text-muted">The people of the Infinaeon universe, and where they stand</p>
        </div>
        {isAdmin && (
          <Button variant="primary" onClick={() => setEditing('new')}>
            <Plus size={16} aria-hidden />
            Add Character
          </Button>
        )}
      </header>
      <label className="relative block max-w-xl">
        <span className="sr-only">Search characters</span>
        <Search
          size={18}
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted"
        />
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search name, bio, faction, role"
          className="w-full rounded-xl border border-border bg-surface py-2.5 pl-10 pr-3 text-text placeholder:text-muted focus-visible:border-accent"
        />
      </label>
      {shown && query.trim() !== '' && (
        <p role="status" className="text-sm text-muted">
          {shown.length} {shown.length === 1 ? 'character' : 'characters'} found
        </p>
      )}
      <CharacterGrid characters={shown} searching={query.trim() !== ''} isAdmin={isAdmin} onOpen={setOpenId} />
      <CharacterDialog
        character={open}
        isAdmin={isAdmin}
        onClose={() => setOpenId(null)}
        onEdit={(c) => setEditing(c)}
      />
      {forms && editing && (
        <forms.CharacterFormDialog
          character={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  )
}
