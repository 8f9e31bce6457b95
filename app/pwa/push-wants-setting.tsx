// Data Settings' Notifications card (issue 59): what notifications are about, "Everything new" or
// "Only what I follow". The choice is the device's; when this browser gets notifications the
// server is told too, as a queued write (it waits for the network like every write).
import { useEffect, useState } from 'react'
import type { PushWants } from '../../contract/push.ts'
import { pushWants } from './push-wants.ts'
import { PUSH_WANTS_CHOICES } from './push-wants-choices.ts'
import { currentPushEndpoint } from './push-follows.ts'
import { queuePushFollows } from './push-follows.ts'

export function PushWantsSetting() {
  const wants = pushWants.use()
  const [endpoint, setEndpoint] = useState<string | undefined>()
  const [said, setSaid] = useState('')
  useEffect(() => {
    void currentPushEndpoint()
      .catch(() => undefined)
      .then(setEndpoint)
  }, [])

  const choose = async (value: PushWants) => {
    const before = pushWants.read()
    pushWants.write(value)
    // Asked again now: notifications may have been turned on or off since the card was drawn.
    const now = await currentPushEndpoint().catch(() => undefined)
    setEndpoint(now)
    try {
      if (now) await queuePushFollows(now, value)
      setSaid(
        now
          ? 'Saved on this device. The server is told as soon as it can be reached.'
          : 'Used when you turn notifications on.',
      )
    } catch {
      pushWants.write(before)
      setSaid('Not saved: this device could not store it. Please try again.')
    }
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">Notify me about</legend>
      <p className="text-sm text-muted">
        {endpoint ? 'Notifications are on in this browser.' : 'Notifications are off in this browser.'} Notify me about:
      </p>
      {PUSH_WANTS_CHOICES.map((choice) => (
        <label
          key={choice.value}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-accent"
        >
          <input
            type="radio"
            name="push-wants"
            value={choice.value}
            checked={wants === choice.value}
            onChange={() => void choose(choice.value)}
            className="mt-1 h-4 w-4 shrink-0 accent-[var(--color-accent)]"
          />
          <span>
            <span className="block font-medium">{choice.label}</span>
            <span className="block text-sm text-muted">{choice.hint}</span>
          </span>
        </label>
      ))}
      <p role="status" className="min-h-5 text-sm text-muted">
        {said}
      </p>
    </fieldset>
  )
}
