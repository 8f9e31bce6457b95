// What a push about a newly released story says (built from the row as it is at its release).
import type { PushPayload } from '../../../contract/push.ts'
import type { NewStoryRow } from '../../../db/server/stories.ts'

const BODY_MAX = 140

export function storyPushPayload(
  row: Pick<NewStoryRow, 'id' | 'title' | 'description' | 'cover_image_url' | 'cover_thumbnail_url'>,
): PushPayload {
  const body = row.description.length > BODY_MAX ? `${row.description.slice(0, BODY_MAX - 1)}…` : row.description
  return {
    type: 'story',
    id: row.id,
    title: `New story: ${row.title}`,
    body,
    url: `/read/${row.id}`,
    image: row.cover_thumbnail_url ?? row.cover_image_url ?? null,
  }
}
