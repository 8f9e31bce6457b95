// The Web Push Topic of a story's notification (RFC 8030 §5.4). A push service keeps only the
// newest undelivered message of a topic, so a copy the queue sends again after a crash replaces
// the first while the device is offline instead of arriving beside it.
import { createHash } from 'node:crypto'

/** RFC 8030 §5.4: a Topic is at most 32 characters of the URL- and filename-safe base64 alphabet. */
export const PUSH_TOPIC_MAX_LENGTH = 32
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A UUID's 32 hex digits (readable in a push service's logs); any other id hashed to fit, since
 * cutting or stripping it could give two stories one topic, and the second would replace the first. */
export function storyTopic(storyId: string): string {
  if (UUID.test(storyId)) return storyId.replaceAll('-', '').toLowerCase()
  return createHash('sha256').update(storyId).digest('base64url').slice(0, PUSH_TOPIC_MAX_LENGTH)
}
