// What this device's notifications are about (issue 59): every new story, or only what it
// follows. Asked when notifications are turned on, changeable in Data Settings; the server keeps
// the same choice for this browser's subscription (push-follows.ts tells it).
import type { PushWants } from '../../contract/push.ts'
import { preference } from '../settings/preferences.ts'

export const PUSH_WANTS_CHOICES: ReadonlyArray<{ value: PushWants; label: string; hint: string }> = [
  { value: 'everything', label: 'Everything new', hint: 'A notification for every new story.' },
  {
    value: 'followed',
    label: 'Only what I follow',
    hint: 'New episodes of the series you follow, and new standalone stories if you follow them.',
  },
]

const parse = (raw: string): PushWants | undefined => (raw === 'everything' || raw === 'followed' ? raw : undefined)

export const pushWants = preference<PushWants>('icu_push_wants', 'everything', parse, String)
