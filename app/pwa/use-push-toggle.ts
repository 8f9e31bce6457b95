// The notifications toggle's state and actions: whether it can subscribe
// here (push-availability.ts), browser permission and whether this browser is subscribed;
// enable/disable with every message of the spec.
import { useHydrated } from '../data/queries/hydration.ts'
import { useCallback, useEffect, useState } from 'react'
import { notify } from '../ui/toast/notify.ts'
import { errorText } from '../lib/error-text.ts'
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

export interface PushToggle {
  /** Undefined until the page has hydrated: the server cannot tell. */
  availability: PushAvailability | undefined
  permission: PushPermission
  subscribed: boolean
  busy: boolean
  toggle: () => Promise<void>
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

  const enable = async () => {
    try {
      if ((await enablePush()) === 'denied') {
        notify({ ...errorText.pushDenied(), variant: 'destructive' })
        return
      }
      notify({
        title: 'Notifications enabled!',
        description: "You'll now receive notifications when new stories are uploaded.",
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

  const toggle = async () => {
    if (!pushSupported()) {
      notify({ ...errorText.pushUnsupported(), variant: 'destructive' })
      return
    }
    setBusy(true)
    try {
      await (subscribed ? disable() : enable())
    } finally {
      await refresh()
      setBusy(false)
    }
  }

  return { availability, permission, subscribed, busy, toggle }
}
