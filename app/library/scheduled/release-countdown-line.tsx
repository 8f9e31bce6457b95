// The countdown on a scheduled card ("in 3 h 12 min"), kept right by one timer set for the moment
// its text next changes (release-countdown.ts): each minute, each second in the last two, none once
// it reads "Releasing…". Not a live region: a screen reader would otherwise read it every minute.
import { useEffect, useMemo, useState } from 'react'
import { countdownText, nextTickMs } from './release-countdown.ts'

interface ReleaseCountdownProps {
  /** The release time (ISO), as the story carries it. */
  publishAt: string
  className?: string
}

/**
 * Render it only once the page has hydrated: it reads this device's clock. A new release time (an
 * edit) starts it afresh, so its first text and timer are read from the clock as it is then.
 */
export function ReleaseCountdown(props: ReleaseCountdownProps) {
  return <Countdown key={props.publishAt} {...props} />
}

function Countdown({ publishAt, className = '' }: ReleaseCountdownProps) {
  const releaseAt = useMemo(() => new Date(publishAt), [publishAt])
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const wait = nextTickMs(releaseAt, now)
    if (wait === null) return
    const timer = setTimeout(() => setNow(new Date()), wait)
    return () => clearTimeout(timer)
  }, [releaseAt, now])
  return <span className={className}>{countdownText(releaseAt, now)}</span>
}
