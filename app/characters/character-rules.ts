// Characters as the Character Hub shows them: the role as the spec names it,
// the faction's name and colour, a bio preview cut at 100 characters, and the search over name,
// bio, faction and role (every word must match somewhere; accents and case aside).
import type { Character } from '../../contract/character.ts'
import { foldText } from '../../contract/local-story.ts'
import { FACTIONS, type Faction } from '../settings/faction.ts'

export type Role = NonNullable<Character['role']>

export const ROLE_LABELS: Record<Role, string> = {
  Protagonist: 'Protagonist',
  Antagonist: 'Antagonist',
  Supporting: 'Supporting Character',
  Minor: 'Minor Character',
}
export const ROLES = Object.keys(ROLE_LABELS) as Role[]

export const BIO_PREVIEW_CHARS = 100
export const CHARACTER_SKELETONS = 8

/** The faction colours of styles.css, for a character's badge whatever faction themes the app. */
export const FACTION_COLOURS: Record<Faction, string> = { knights: '#e3b341', curve: '#b197fc', neutral: '#22d3ee' }

export const roleLabel = (role: Character['role']): string | null => (role ? ROLE_LABELS[role] : null)
export const factionName = (faction: Character['faction']): string | null => (faction ? FACTIONS[faction].name : null)

/** The first 100 characters of the bio (whole code points), with an ellipsis when cut. */
export function bioPreview(bio: string): string {
  const chars = [...bio.trim()]
  return chars.length <= BIO_PREVIEW_CHARS ? chars.join('') : `${chars.slice(0, BIO_PREVIEW_CHARS).join('').trimEnd()}…`
}

/** What a search looks through: the name, the bio, the faction (id and name) and the role (both words). */
function searchText(c: Character): string {
  return foldText(
    [c.name, c.bio, c.faction ?? '', factionName(c.faction) ?? '', c.role ?? '', roleLabel(c.role) ?? ''].join(' '),
  )
}

export function searchCharacters(characters: readonly Character[], query: string): Character[] {
  const words = foldText(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...characters]
  return characters.filter((c) => {
    const text = searchText(c)
    return words.every((word) => text.includes(word))
  })
}
