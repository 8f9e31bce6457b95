// Follow (issue 59): on a series' shelf and in its reader, and for new standalone stories. A
// toggle (aria-pressed) whose words say the state: "Follow" or "Following", with what it follows
// for screen readers. Until the device's database answers (and on the server-drawn page) it shows
// "Follow", in a width that fits both words so nothing moves when it turns.
import { useState } from 'react'
import { Check, Plus } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { notify } from '../../ui/toast/notify.ts'
import { setFollowing, useFollows } from './follows.ts'

/** The device's database refused the write (out of space, or the browser's private mode). */
const NOT_STORED = {
  title: 'Could not save on this device',
  description: 'The browser refused to store it (it may be out of space). Please try again.',
}

export function FollowButton({ target, name, className = '' }: { target: string; name: string; className?: string }) {
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
  return (
    <Button
      size="sm"
      variant={following ? 'primary' : 'secondary'}
      aria-pressed={following}
      aria-busy={busy}
      onClick={() => void press()}
      className={`min-w-[7.5rem] justify-center ${className}`}
    >
      <Icon size={14} aria-hidden />
      {following ? 'Following' : 'Follow'}
      <span className="sr-only"> {name}</span>
    </Button>
  )
}
