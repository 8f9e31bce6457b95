// The notifications toggle's state and actions: whether it can subscribe
// here (push-availability.ts), browser permission and whether this browser is subscribed;
// enable/disable with every message of the spec.
import { useHydrated } from '../data/queries/hydration.ts'
import { useCallback, useEffect, useState } from 'react'
import { notify } from '../ui/toast/notify.ts'
import { errorText } from '../lib/error-text.ts'
import type { PushWants } from '../../contract/push.ts'
import { pushWants } from './push-wants.ts'
import { readPushAvailability, type PushAvailability } from './push-availability.ts'
import {
  disablePush,
  enablePush,
  isSubscribed,
  PushSaveError,
  pushSupported,
  WorkerNotReady,
  type PushPermission,
} from './push-opt-in.ts'

/** The device's follows, read when a subscription is saved (the header, on every page, does not carry them). */
const readFollows = async () => (await import('../library/follow/follows.ts')).followedTargets()

export interface PushToggle {
  /** Undefined until the page has hydrated: the server cannot tell. */
  availability: PushAvailability | undefined
  permission: PushPermission
  subscribed: boolean
  busy: boolean
  /** Turns notifications off, or on for what `wants` says (asked first: push-wants-dialog.tsx). */
  toggle: (wants?: PushWants) => Promise<void>
}

function currentPermission(): PushPermission {
  return pushSupported() ? Notification.permission : 'default'
}

export function usePushToggle(): PushToggle {
  const [availableHere] = useState(() => (typeof window === 'undefined' ? undefined : readPushAvailability()))
  // The server cannot tell: the toggle appears once the page has hydrated.
  const availability = useHydrated() ? availableHere : undefined
  const [permission, setPermission] = useState(currentPermission)
  const [subscribed, setSubscribed] = useState(false)
  const [busy, setBusy] = useState(false)

  const refresh = useCallback(async () => {
    setPermission(currentPermission())
    setSubscribed(await isSubscribed().catch(() => false))
  }, [])

  useEffect(() => {
    void refresh()
    // Permission changed in the browser's site settings while the page is open.
    let status: PermissionStatus | undefined
    void navigator.permissions
      ?.query({ name: 'notifications' })
      .then((s) => {
        status = s
        s.onchange = () => void refresh()
      })
      .catch(() => {})
    return () => {
      if (status) status.onchange = null
    }
  }, [refresh])

  const enable = async (wants: PushWants) => {
    try {
      if ((await enablePush({ wants, follows: readFollows })) === 'denied') {
        notify({ ...errorText.pushDenied(), variant: 'destructive' })
        return
      }
      pushWants.write(wants)
      notify({
        title: 'Notifications enabled!',
        description:
          wants === 'everything'
            ? "You'll now receive notifications when new stories are uploaded."
            : "You'll now receive notifications when what you follow has a new story.",
      })
    } catch (error) {
      const text =
        error instanceof PushSaveError
          ? errorText.pushSave()
          : error instanceof WorkerNotReady
            ? errorText.pushNotReady(error.isRegistered)
            : errorText.enablePush(error)
      notify({ ...text, variant: 'destructive' })
    }
  }

  const disable = async () => {
    try {
      await disablePush()
      notify({ title: 'Notifications disabled', description: "You'll no longer receive story update notifications." })
    } catch {
      notify({ ...errorText.disablePush(), variant: 'destructive' })
    }
  }

  const toggle = async (wants: PushWants = pushWants.read()) => {
    if (!pushSupported()) {
      notify({ ...errorText.pushUnsupported(), variant: 'destructive' })
      return
    }
    setBusy(true)
    try {
      await (subscribed ? disable() : enable(wants))
    } finally {
      await refresh()
      setBusy(false)
    }
  }

  return { availability, permission, subscribed, busy, toggle }
}
