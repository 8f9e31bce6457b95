// What this device follows, listed in Favourites (issue 59): each series with its episode count,
// and new standalone stories, each with its Follow toggle to stop; and what notifications say.
import { Link } from '@tanstack/react-router'
import { useLocalQuery } from '../../data/queries/use-local-query.ts'
import { FollowButton } from './follow-button.tsx'
import { STANDALONE_TARGET, useFollows } from './follows.ts'
import { pushWants } from '../../pwa/push-wants.ts'
import { PUSH_WANTS_CHOICES } from '../../pwa/push-wants-choices.ts'

interface Followed {
  target: string
  name: string
  detail: string
}

const episodes = (count: number) => `${count} ${count === 1 ? 'episode' : 'episodes'}`

function useFollowed(): Followed[] | undefined {
  const follows = useFollows()
  return useLocalQuery(
    async (db) => {
      if (!follows) return undefined
      const rows = await Promise.all(
        [...follows.keys()].map(async (target): Promise<Followed> => {
          if (target === STANDALONE_TARGET)
            return { target, name: 'New standalone stories', detail: 'Every new story outside a series' }
          const series = await db.series.get(target)
          const count = await db.stories.where('seriesId').equals(target).count()
          return { target, name: series?.title ?? 'A series no longer here', detail: episodes(count) }
        }),
      )
      return rows.sort((a, b) => a.name.localeCompare(b.name))
    },
    [follows],
  )
}

export function FollowingList() {
  const followed = useFollowed()
  const wants = pushWants.use()
  const choice = PUSH_WANTS_CHOICES.find((c) => c.value === wants)!
  return (
    <section aria-labelledby="following-heading" className="flex flex-col gap-3">
      <h2 id="following-heading" className="text-xl font-bold">
        Following
      </h2>
      {followed && followed.length === 0 ? (
        <p className="text-sm text-muted">
          Follow a series on{' '}
          <Link to="/" className="text-accent underline underline-offset-4">
            Browse
          </Link>{' '}
          (or in its reader) to see its new episodes first.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface">
          {followed?.map((one) => (
            <li key={one.target} className="flex items-center justify-between gap-3 px-4 py-2">
              <div className="min-w-0">
                <p className="font-medium break-words">{one.name}</p>
                <p className="text-sm text-muted">{one.detail}</p>
              </div>
              <FollowButton target={one.target} name={one.name} />
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-muted">
        Notifications, when they are on: {choice.label.toLowerCase()}.{' '}
        <Link to="/data-settings" hash="notifications" className="text-accent underline underline-offset-4">
          Change
        </Link>
      </p>
    </section>
  )
}
