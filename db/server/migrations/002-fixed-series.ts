// Frozen once merged: the two series the upload form's season choice maps onto:
// choices 1–4 are seasons of the main series, choice 5 is season 1 of the second series.
import type { Kysely } from 'kysely'

const createdAt = '2024-01-01T00:00:00.000Z'
const rows = [
  {
    id: '7a1c6f1e-5b0e-4c55-9a53-1f0e6d2b8a01',
    title: 'The Infinaeon Chronicles',
    description: 'The main saga: the Knights of Infinaeon hold the gate worlds against the rising Curve.',
  },
  {
    id: '7a1c6f1e-5b0e-4c55-9a53-1f0e6d2b8a05',
    title: 'Shards of the Curve',
    description: 'The second series, told from inside the Curve Ascended.',
  },
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('series')
      .values({ ...row, total_seasons: 1, total_stories: 0, created_at: createdAt })
      .execute()
    await db
      .insertInto('changes')
      .values({ entity_type: 'series', entity_id: row.id, op: 'put', changed_at: createdAt })
      .execute()
  }
}

export async function down(): Promise<void> {
  throw new Error('002-fixed-series cannot be rolled back')
}
