// What this device's notifications are about (issue 59): every new story, or only what it
// follows. Asked when notifications are turned on, changeable in Data Settings; the server keeps
// the same choice for this browser's subscription (push-follows.ts tells it). The words of each
// choice are in push-wants-choices.ts, apart: the header reads this on every page.
import type { PushWants } from '../../contract/push.ts'
import { preference } from '../settings/preferences.ts'

const parse = (raw: string): PushWants | undefined => (raw === 'everything' || raw === 'followed' ? raw : undefined)

export const pushWants = preference<PushWants>('icu_push_wants', 'everything', parse, String)
