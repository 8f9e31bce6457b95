// The first-visit faction choice (faction-picker.tsx) is asked after the first screen has painted
// and hydrated: its code loads at idle, and only while no faction is stored (it stays once loaded,
// so picking one does not close it before Apply Theme). While the page hydrates, the stored faction
// reads as none (the server cannot know it), so nothing is decided before then: a returning reader
// is never asked again, however late hydration ends on a slow phone.
import { useEffect } from 'react'
import { faction } from './settings.ts'
import { useHydrated } from '../data/queries/hydration.ts'
import { lazyPart, whenIdle } from '../lib/lazy-part.ts'
import { useLazyPart } from '../ui/use-lazy-part.ts'

const picker = lazyPart(() => import('./faction-picker.tsx'))

export function FactionPickerHost() {
  const hydrated = useHydrated()
  const stored = faction.use()
  const asking = hydrated && stored === null
  const part = useLazyPart(picker)
  useEffect(() => {
    if (asking) whenIdle(picker.preload)
  }, [asking])
  return part && hydrated ? <part.FactionPicker /> : null
}
