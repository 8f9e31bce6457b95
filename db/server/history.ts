// The change log's history. A restore loads rows whose change numbers an earlier life of the site
// also handed out, so a number alone cannot tell a device which data it has: every restore starts
// a new history with a new id, and a cursor (or a list's ETag) names its history as well as its
// number. A site never restored has the first history, whose id is empty: its cursors are plain
// numbers, as before histories existed.
import { randomBytes } from 'node:crypto'
import type { Db } from './connect.ts'
import { getSetting, setSetting } from './settings.ts'
import { highestChange } from './changes.ts'
import type { StoryView } from './stories.ts'

const HISTORY_KEY = 'history_id'

export async function historyId(db: Db): Promise<string> {
  return (await getSetting(db, HISTORY_KEY)) ?? ''
}

/** Called by a restore, in its transaction. */
export async function startNewHistory(db: Db): Promise<string> {
  const id = randomBytes(6).toString('hex')
  await setSetting(db, HISTORY_KEY, id)
  return id
}

export interface Cursor {
  history: string
  seq: number
  /** Whose changes it pages: the readers', or the admin's (which include stories not released yet). */
  view?: StoryView
}

export const formatCursor = ({ history, seq, view }: Cursor): string =>
  `${history ? `${history}.${seq}` : String(seq)}${view === 'admin' ? 'a' : ''}`

/** `since` as the contract admits it (contract/sync.ts): `[history.]seq[a]`. */
export function parseCursor(text: string): Cursor {
  const view: StoryView = text.endsWith('a') ? 'admin' : 'public'
  const bare = view === 'admin' ? text.slice(0, -1) : text
  const dot = bare.lastIndexOf('.')
  return { history: dot < 0 ? '' : bare.slice(0, dot), seq: Number(bare.slice(dot + 1)), view }
}

/** The newest change as a cursor: what every answer kept "until the log moves" is kept under. */
export async function latestChange(db: Db): Promise<string> {
  return formatCursor({ history: await historyId(db), seq: await highestChange(db) })
}
