// Character mentions in a story's text (issue 25): a character's name or one of its aliases
// becomes a link on its first mention in each chapter. Spoiler-safe: a character with a first
// story links only in that story and the ones after it (within a series by season and episode,
// otherwise by publication date); one whose first story this device does not know links nowhere.
import type { Character } from '../../contract/character.ts'
import type { StorySummary } from '../../contract/story.ts'

type Placed = Pick<StorySummary, 'id' | 'seriesId' | 'seasonNumber' | 'episodeNumber' | 'createdAt'>

/** Whether `story` comes at or after `first` in reading order. */
export function isAtOrAfter(story: Placed, first: Placed): boolean {
  if (story.id === first.id) return true
  if (story.seriesId !== null && story.seriesId === first.seriesId) {
    const season = (story.seasonNumber ?? 0) - (first.seasonNumber ?? 0)
    if (season !== 0) return season > 0
    const episode = (story.episodeNumber ?? 0) - (first.episodeNumber ?? 0)
    if (episode !== 0) return episode > 0
  }
  return story.createdAt >= first.createdAt
}

/** The characters whose mentions may link in `story`. */
export function linkableIn(
  story: Placed,
  characters: readonly Character[],
  storiesById: ReadonlyMap<string, Placed>,
): Character[] {
  return characters.filter((character) => {
    if (character.firstStoryId === null) return true
    const first = storiesById.get(character.firstStoryId)
    return first !== undefined && isAtOrAfter(story, first)
  })
}

/** One linked mention: where in which paragraph of which chapter (both from 0), and whose. */
export interface Mention {
  chapter: number
  paragraph: number
  start: number
  end: number
  characterId: string
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The first mention of each character in each chapter, in the chapters' paragraphs (plain text).
 * Names match whole and as written (names are proper nouns: "Curve" is not "curve"); where names
 * overlap ("Ilen Marr", "Ilen") the longer one wins.
 */
export function findMentions(chapters: readonly (readonly string[])[], characters: readonly Character[]): Mention[] {
  const names = characters
    .flatMap((character) =>
      [character.name, ...character.aliases].map((name) => ({ name: name.trim(), id: character.id })),
    )
    .filter(({ name }) => name.length > 0)
    .sort((a, b) => b.name.length - a.name.length)
  if (names.length === 0) return []
  const owner = new Map(names.map(({ name, id }) => [name, id]))
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${names.map(({ name }) => escape(name)).join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  )
  const mentions: Mention[] = []
  chapters.forEach((paragraphs, chapter) => {
    const seen = new Set<string>()
    paragraphs.forEach((text, paragraph) => {
      for (const match of text.matchAll(pattern)) {
        const characterId = owner.get(match[0])!
        if (seen.has(characterId)) continue
        seen.add(characterId)
        mentions.push({ chapter, paragraph, start: match.index, end: match.index + match[0].length, characterId })
      }
    })
  })
  return mentions
}
