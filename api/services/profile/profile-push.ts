// POST /api/profile/changes (issue 60): a device's changes, each kept only where it wins over the
// stored one (contract/profile-merge.ts), in one transaction. Taking the feed numbers first locks
// the profile's row (PostgreSQL), so the profile's pushes take turns: each reads what the one
// before it stored, and feed numbers commit in order. A change of a story or series the server
// does not have is dropped: it could never be shown, and a deleted story takes its elements along.
import type { Static } from 'typebox'
import type { Db } from '../../../db/server/connect.ts'
import type { ProfileChangesHeld } from '../../../contract/profile.ts'
import { PROFILE_ITEMS_MAX, type ProfileChange } from '../../../contract/profile-kinds.ts'
import { clampClock, mergeRecord, PLACE_KINDS } from '../../../contract/profile-merge.ts'
import { STANDALONE_TARGET } from '../../../contract/limits.ts'
import {
  countItems,
  knownTargets,
  readItems,
  toProfileChange,
  writeItems,
  type ItemWrite,
  type ProfileItemRow,
} from '../../../db/server/profile-items.ts'
import { reserveSeq } from '../../../db/server/reader-profiles.ts'
import { Errors } from '../../errors.ts'

/** The kinds whose key is a story id. */
const STORY_KEYED = new Set<string>(['favourite', 'bookmark', 'readingPlace', 'listeningPlace'])
const isPlace = (kind: string) => (PLACE_KINDS as readonly string[]).includes(kind)

const elementOf = (change: { kind: string; key: string }) => `${change.kind}\u0000${change.key}`

/** The story an element belongs to: its key, or a note's story (a note's delete names none: the stored row's). */
function storyOf(change: ProfileChange, stored?: ProfileItemRow): string | null {
  if (STORY_KEYED.has(change.kind)) return change.key
  if (change.kind === 'annotation') return change.value?.storyId ?? stored?.story_id ?? null
  return null
}

/** What the schema cannot say: a value with every change but a delete, and a place is never deleted. */
function checkValues(changes: readonly ProfileChange[]): void {
  changes.forEach((change, at) => {
    if (isPlace(change.kind) && (change.deleted || change.value === undefined))
      throw new Errors.BadInput(
        `changes[${at}]: a ${change.kind} is never deleted; send it with "deleted": false and its value (run, position, …).`,
      )
    if (!change.deleted && change.value === undefined)
      throw new Errors.BadInput(
        `changes[${at}]: a change that is not a delete ("deleted": false) must carry its value.`,
      )
    if (change.deleted && change.value !== undefined)
      throw new Errors.BadInput(`changes[${at}]: a delete ("deleted": true) carries no value; leave "value" out.`)
  })
}

/** One change per element, its clock held to the server's time; several of one element count as sent in order. */
function perElement(changes: readonly ProfileChange[], now: number): ProfileChange[] {
  const merged = new Map<string, ProfileChange>()
  for (const change of changes) {
    const id = elementOf(change)
    merged.set(id, mergeRecord(merged.get(id), { ...change, clock: clampClock(change.clock, now) }))
  }
  return [...merged.values()]
}

/** The changes whose story and series the server has (a note's delete, naming no story, is kept). */
async function withKnownTargets(trx: Db, changes: readonly ProfileChange[]): Promise<ProfileChange[]> {
  const storyIds = new Set(changes.map((change) => storyOf(change)).filter((id) => id !== null))
  const seriesIds = new Set(
    changes.filter((change) => change.kind === 'follow' && change.key !== STANDALONE_TARGET).map((c) => c.key),
  )
  const known = await knownTargets(trx, [...storyIds], [...seriesIds])
  return changes.filter((change) => {
    const story = storyOf(change)
    if (story !== null && !known.stories.has(story)) return false
    return change.kind !== 'follow' || change.key === STANDALONE_TARGET || known.series.has(change.key)
  })
}

export async function pushChanges(
  db: Db,
  profileId: string,
  changes: readonly ProfileChange[],
  now = Date.now(),
): Promise<Static<typeof ProfileChangesHeld>> {
  checkValues(changes)
  const incoming = perElement(changes, now)
  return db.transaction().execute(async (trx) => {
    const kept = await withKnownTargets(trx, incoming)
    if (kept.length === 0) return { serverTime: now, held: [] }
    const top = await reserveSeq(trx, profileId, kept.length)
    if (top === undefined) throw new Errors.ProfileUnknown()
    const rows = await readItems(trx, profileId, kept)
    const stored = new Map(rows.map((row) => [elementOf({ kind: row.kind, key: row.item_key }), row]))
    const added = kept.filter((change) => !stored.has(elementOf(change))).length
    if (added > 0 && (await countItems(trx, profileId)) + added > PROFILE_ITEMS_MAX)
      throw new Errors.ProfileFull(PROFILE_ITEMS_MAX.toLocaleString('en'))
    let seq = top - kept.length
    const writes: ItemWrite[] = []
    const held = kept.map((change) => {
      const row = stored.get(elementOf(change))
      const before = row && toProfileChange(row)
      const winner = mergeRecord(before, change)
      if (winner !== before) writes.push({ change: winner, storyId: storyOf(winner, row), seq: ++seq })
      return winner
    })
    await writeItems(trx, profileId, writes)
    return { serverTime: now, held }
  })
}
