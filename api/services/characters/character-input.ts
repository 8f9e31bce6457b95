// Turns the character body (already checked by its schema, contract/character.ts) into the
// columns to store: name and bio as written, an empty faction or role as none, and a picture only
// when it is one this server stored from the upload endpoint; aliases without blanks or repeats.
// (The first story must exist: character-writes.ts checks it in the write's transaction.)
import type { CharacterFields } from '../../../contract/character.ts'
import type { CharacterChanges } from '../../../db/server/characters.ts'
import { Errors } from '../../errors.ts'
import { isOwnImageUrl } from '../../../contract/media-urls.ts'

function imageUrl(value: string | null): string | null {
  if (value === null || value.trim() === '') return null
  if (!isOwnImageUrl(value)) {
    throw new Errors.BadInput('image_url must be an image uploaded through /api/upload/character-image, or null.')
  }
  return value
}

/** Other names as stored: trimmed, blanks and repeats (case aside) left out, the name itself too. */
function aliasesOf(aliases: string[], name: string): string {
  const seen = new Set([name.trim().toLowerCase()])
  const kept = aliases
    .map((alias) => alias.trim())
    .filter((alias) => {
      const key = alias.toLowerCase()
      if (alias === '' || seen.has(key)) return false
      seen.add(key)
      return true
    })
  return JSON.stringify(kept)
}

/** The columns a create or edit sets; on an edit, fields not sent are left out (unchanged). */
export function characterColumns(
  body: CharacterFields,
): Required<Pick<CharacterChanges, 'name' | 'bio'>> & CharacterChanges {
  return {
    name: body.name,
    bio: body.bio,
    ...(body.image_url !== undefined && { image_url: imageUrl(body.image_url) }),
    ...(body.faction !== undefined && { faction: body.faction || null }),
    ...(body.role !== undefined && { role: body.role || null }),
    ...(body.aliases !== undefined && { aliases: aliasesOf(body.aliases, body.name) }),
    ...(body.firstStoryId !== undefined && { first_story_id: body.firstStoryId?.toLowerCase() || null }),
  }
}
