// What mentions of a character need (issue 25): the other names the stories call it, and the story
// it first appears in (its mentions link from that story on, so earlier ones spoil nothing).
import { FIELD, Labelled, TextInput } from '../ui/form-controls.tsx'
import { useLocalQuery } from '../data/queries/use-local-query.ts'
import { ALIASES_MAX } from '../../contract/character.ts'
import { NAME_MAX } from '../../contract/limits.ts'

/** "Ilen, the young knight" → ["Ilen", "the young knight"]. */
export const aliasesOf = (text: string) =>
  text
    .split(',')
    .map((alias) => alias.trim())
    .filter(Boolean)

interface Props {
  aliases: string
  firstStoryId: string | null
  disabled: boolean
  onAliases: (text: string) => void
  onFirstStory: (id: string | null) => void
}

export function CharacterMentionFields({ aliases, firstStoryId, disabled, onAliases, onFirstStory }: Props) {
  // Newest first, as the library lists them; an episode says where it sits in its series.
  const stories = useLocalQuery((db) => db.stories.orderBy('createdAt').reverse().toArray(), [])
  return (
    <>
      <TextInput
        label="Also called"
        value={aliases}
        disabled={disabled}
        placeholder="Ilen, the young knight"
        hint={`Other names the stories use, separated by commas (at most ${ALIASES_MAX}, each up to ${NAME_MAX} characters). A story links the first mention of any of them in each chapter to this character.`}
        onChange={onAliases}
      />
      <Labelled
        label="First appears in"
        hint="Mentions link from this story on, so no earlier story gives the character away."
      >
        {(id) => (
          <select
            id={id}
            value={firstStoryId ?? ''}
            disabled={disabled}
            onChange={(e) => onFirstStory(e.target.value || null)}
            className={FIELD}
          >
            <option value="">Not set: mentions link in every story</option>
            {(stories ?? []).map((story) => (
              <option key={story.id} value={story.id}>
                {story.title}
                {story.seriesTitle ? ` (${story.seriesTitle}, S${story.seasonNumber}E${story.episodeNumber})` : ''}
              </option>
            ))}
          </select>
        )}
      </Labelled>
    </>
  )
}
