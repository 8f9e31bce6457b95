// Where notify()'s toasts appear. The Radix toaster (toaster.tsx) is not part of the first load:
// it comes at idle after the first screen, or as soon as a message is waiting. Messages sent
// before then wait (notify.ts) and show one after another when the toaster is there.
import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { lazyPart, preloadWhenIdle } from '../../lib/lazy-part.ts'
import { useLazyPart } from '../use-lazy-part.ts'
import { $toast } from './notify.ts'

const toaster = lazyPart(() => import('./toaster.tsx'))
preloadWhenIdle(toaster)

export function ToastHost() {
  const part = useLazyPart(toaster)
  const isWaiting = useStore($toast) !== undefined && !part
  useEffect(() => {
    if (isWaiting) toaster.preload()
  }, [isWaiting])
  return part ? <part.Toaster /> : null
}
