// The Character Hub's cards: picture, name, faction colour, role as the spec
// names it, and the bio cut at 100 characters; 8 skeletons while the device does not know yet.
import { resourceKey, usePendingWrites } from '../data/writes/pending-writes.ts'
import { PendingMark } from '../ui/pending-mark.tsx'
import { UserRound } from 'lucide-react'
import type { Character } from './characters.ts'
import { bioPreview, CHARACTER_SKELETONS, FACTION_COLOURS, factionName, roleLabel } from './character-rules.ts'
import { Skeleton } from '../ui/skeleton.tsx'

const GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4'

interface CharacterGridProps {
  characters: Character[] | undefined
  searching: boolean
  isAdmin: boolean
  onOpen: (id: string) => void
}

export function CharacterPortrait({ character, className = '' }: { character: Character; className?: string }) {
  return character.image_url ? (
    <img src={character.image_url} alt="" loading="lazy" className={`aspect-[4/3] w-full object-cover ${className}`} />
  ) : (
    <div
      aria-hidden
      className={`grid aspect-[4/3] w-full place-items-center bg-gradient-to-br from-accent/30 via-surface-2 to-surface ${className}`}
    >
      <UserRound className="h-1/3 w-1/3 text-muted" />
    </div>
  )
}

export function FactionBadge({ faction }: { faction: Character['faction'] }) {
  if (!faction) return null
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-medium" style={{ color: FACTION_COLOURS[faction] }}>
      <span aria-hidden className="h-2 w-2 rounded-full" style={{ background: FACTION_COLOURS[faction] }} />
      {factionName(faction)}
    </span>
  )
}

export function CharacterGrid({ characters, searching, isAdmin, onOpen }: CharacterGridProps) {
  const pending = usePendingWrites()
  if (!characters) {
    return (
      <ul aria-busy="true" aria-label="Loading characters" className={GRID}>
        {Array.from({ length: CHARACTER_SKELETONS }, (_, i) => (
          <li
            key={i}
            data-testid="character-skeleton"
            className="flex overflow-hidden rounded-2xl border border-border bg-surface sm:flex-col"
          >
            <Skeleton className="aspect-square w-24 shrink-0 rounded-none sm:aspect-[4/3] sm:w-full" />
            <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-12 w-full" />
            </div>
          </li>
        ))}
      </ul>
    )
  }
  if (characters.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted">
        {searching
          ? 'No character matches that search.'
          : isAdmin
            ? 'No characters yet. Add the first one.'
            : 'No characters yet.'}
      </p>
    )
  }
  return (
    <ul aria-label="Characters" className={GRID}>
      {characters.map((character) => (
        <li key={character.id} className="flex flex-col gap-1">
          <button
            type="button"
            onClick={() => onOpen(character.id)}
            data-testid="character-card"
            className="group flex h-full w-full overflow-hidden rounded-2xl border border-border bg-surface text-left transition hover:border-accent sm:flex-col"
            style={
              character.faction ? { borderTopColor: FACTION_COLOURS[character.faction], borderTopWidth: 3 } : undefined
            }
          >
            {/* A phone lists them (a narrow picture the card's height beside the text, no empty strip
                under it); wider screens show cards. */}
            <CharacterPortrait
              character={character}
              className="!aspect-auto !w-24 min-h-24 shrink-0 self-stretch sm:!aspect-[4/3] sm:!w-full sm:self-auto"
            />
            <span className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:p-4">
              <span className="text-lg font-semibold group-hover:text-accent">{character.name}</span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <FactionBadge faction={character.faction} />
                {character.role && <span className="text-xs text-muted">{roleLabel(character.role)}</span>}
              </span>
              <span className="text-sm text-text/85">{bioPreview(character.bio)}</span>
            </span>
          </button>
          <PendingMark entries={pending.get(resourceKey('character', character.id))} className="px-1" />
        </li>
      ))}
    </ul>
  )
}
