// Follow (issue 59): on a series' shelf and in its reader, and for new standalone stories. A
// toggle (aria-pressed) whose words say the state: "Follow" or "Following", with what it follows
// for screen readers. Until the device's database answers (and on the server-drawn page) it shows
// "Follow", in a width that fits both words so nothing moves when it turns. In the reader it wears
// the reader's colours (StoryFollowButton).
import { useState } from 'react'
import { Check, Plus } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { notify } from '../../ui/toast/notify.ts'
import { setFollowing, STANDALONE_TARGET, useFollows } from './follows.ts'

/** The device's database refused the write (out of space, or the browser's private mode). */
const NOT_STORED = {
  title: 'Could not save on this device',
  description: 'The browser refused to store it (it may be out of space). Please try again.',
}

interface FollowButtonProps {
  target: string
  name: string
  /** A plain button in these colours (the reader's own), instead of the app's. */
  look?: { idle: string; following: string }
}

export function FollowButton({ target, name, look }: FollowButtonProps) {
  const following = useFollows()?.has(target) ?? false
  const [busy, setBusy] = useState(false)
  const press = async () => {
    if (busy) return
    setBusy(true)
    try {
      await setFollowing(target, !following)
    } catch {
      notify({ ...NOT_STORED, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }
  const Icon = following ? Check : Plus
  const words = (
    <>
      <Icon size={14} aria-hidden />
      {following ? 'Following' : 'Follow'}
      <span className="sr-only"> {name}</span>
    </>
  )
  const toggle = { 'aria-pressed': following, 'aria-busy': busy, onClick: () => void press() }
  if (look)
    return (
      <button
        type="button"
        {...toggle}
        className={`inline-flex h-11 min-w-[7.5rem] items-center justify-center gap-1.5 rounded-lg border px-3 text-sm font-medium transition sm:h-8 ${following ? look.following : look.idle}`}
      >
        {words}
      </button>
    )
  return (
    <Button
      size="sm"
      variant={following ? 'primary' : 'secondary'}
      {...toggle}
      className="min-w-[7.5rem] justify-center"
    >
      {words}
    </Button>
  )
}

/** Follow in a story's reader: its series, or new standalone stories. */
export function StoryFollowButton({
  story,
  look,
}: {
  story: { seriesId: string | null; seriesTitle: string | null }
  look: FollowButtonProps['look']
}) {
  return story.seriesId ? (
    <FollowButton target={story.seriesId} name={story.seriesTitle ?? 'this series'} look={look} />
  ) : (
    <FollowButton target={STANDALONE_TARGET} name="new standalone stories" look={look} />
  )
}
