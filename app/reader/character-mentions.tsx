// Character mentions (issue 25), part of the reader's places: the first mention of each character
// in each chapter is a quiet link (which ones, spoiler-safe, app/reader/mentions.ts says, from the
// device's characters, so offline too). A tap opens the character's card over the reader; closing
// it leaves the reader where it was (the dialog hands focus back to the name). Reading Settings can
// turn them off.
import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { StorySummary } from '../../contract/story.ts'
import { splitChapters } from '../../story-text/chapters.ts'
import { findMentions, type Mention } from './mentions.ts'
import { mentionParagraphs, RUN_BREAK } from './paragraph-text.ts'
import type { Inline } from '../../story-text/markdown/tree.ts'
import { inline } from './story-text.tsx'
import { Dialog } from '../ui/dialog.tsx'
import { readingSettings } from '../settings/settings.ts'
import { useLinkableCharacters, type Character } from '../characters/characters.ts'
import { CharacterCard } from '../characters/character-card.tsx'
import { $linkedChapters } from './linked-chapters.ts'

interface Marks {
  mentions: Mention[]
  characters: ReadonlyMap<string, Character>
  open: (character: Character) => void
}

/** A paragraph's inlines with its mentions as links. `at` counts the text of the runs seen so far,
 * as the mentions were found (textRuns, RUN_BREAK). */
function linkRuns(nodes: readonly Inline[], marks: Marks, at: { offset: number }): ReactNode[] {
  return nodes.map((node, key) => {
    if (typeof node !== 'string') {
      if (node.type === 'strong') return <strong key={key}>{linkRuns(node.children, marks, at)}</strong>
      if (node.type === 'emphasis') return <em key={key}>{linkRuns(node.children, marks, at)}</em>
      return inline(node, key)
    }
    const start = at.offset
    at.offset += node.length + RUN_BREAK.length
    const here = marks.mentions.filter((mention) => mention.start >= start && mention.end <= start + node.length)
    if (here.length === 0) return node
    const parts: ReactNode[] = []
    let from = 0
    for (const mention of here) {
      const character = marks.characters.get(mention.characterId)!
      parts.push(
        node.slice(from, mention.start - start),
        <button
          key={mention.start}
          type="button"
          aria-haspopup="dialog"
          data-mention={character.id}
          onClick={() => marks.open(character)}
          className="cursor-pointer underline decoration-current/40 decoration-dotted underline-offset-4 hover:decoration-solid"
        >
          {node.slice(mention.start - start, mention.end - start)}
        </button>,
      )
      from = mention.end - start
    }
    parts.push(node.slice(from))
    return <Fragment key={key}>{parts}</Fragment>
  })
}

export function CharacterMentions({ story, content }: { story: StorySummary; content: string }) {
  const { mentionLinks } = readingSettings.use()
  const characters = useLinkableCharacters(story)
  const [shown, setShown] = useState<Character | null>(null)

  const linked = useMemo(() => {
    if (!mentionLinks || !characters?.length) return null
    const byId = new Map(characters.map((character) => [character.id, character]))
    const byParagraph = new Map<string, Mention[]>()
    for (const mention of findMentions(mentionParagraphs(splitChapters(content)), characters)) {
      const key = `${mention.chapter}/${mention.paragraph}`
      byParagraph.set(key, [...(byParagraph.get(key) ?? []), mention])
    }
    return (chapter: number) => (paragraph: number, inlines: Inline[]) => {
      const mentions = byParagraph.get(`${chapter}/${paragraph}`)
      return mentions && linkRuns(inlines, { mentions, characters: byId, open: setShown }, { offset: 0 })
    }
  }, [mentionLinks, characters, content])

  useEffect(() => {
    $linkedChapters.set(linked)
    return () => $linkedChapters.set(null)
  }, [linked])

  return (
    <Dialog
      open={shown !== null}
      onOpenChange={(open) => {
        if (!open) setShown(null)
      }}
      title={shown?.name ?? 'Character'}
      wide
    >
      {shown && <CharacterCard character={shown} />}
    </Dialog>
  )
}
