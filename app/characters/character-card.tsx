// A character's card: picture, faction, role and the whole bio. The Character Hub shows
// it in its dialog, with the admin's marks and actions; the reader shows it over the story when a
// mention is tapped.
import type { ReactNode } from 'react'
import type { Character } from './characters.ts'
import { roleLabel } from './character-rules.ts'
import { CharacterPortrait, FactionBadge } from './character-grid.tsx'

export function CharacterCard({
  character,
  marks,
  children,
}: {
  character: Character
  marks?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      <CharacterPortrait character={character} className="rounded-xl sm:!w-64 sm:shrink-0" />
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <FactionBadge faction={character.faction} />
          {marks}
          {character.role && <span className="text-sm text-muted">{roleLabel(character.role)}</span>}
        </div>
        <p className="whitespace-pre-line leading-relaxed text-text/90">{character.bio}</p>
        {children}
      </div>
    </div>
  )
}
