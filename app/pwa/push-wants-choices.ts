// The two answers to "what should notifications be about?" (issue 59), as the choice dialog, Data
// Settings and Favourites word them.
import type { PushWants } from '../../contract/push.ts'

export const PUSH_WANTS_CHOICES: ReadonlyArray<{ value: PushWants; label: string; hint: string }> = [
  { value: 'everything', label: 'Everything new', hint: 'A notification for every new story.' },
  {
    value: 'followed',
    label: 'Only what I follow',
    hint: 'New episodes of the series you follow, and new standalone stories if you follow them.',
  },
]
