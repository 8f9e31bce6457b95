// The first-visit faction choice (faction-picker.tsx) is asked after the first screen has painted:
// its code loads at idle, and only while no faction is stored (it stays once loaded, so picking
// one does not close it before Apply Theme).
import { useEffect } from 'react'
import { faction } from '../data/settings.ts'
import { lazyPart, whenIdle } from '../lib/lazy-part.ts'
import { useLazyPart } from './ui/use-lazy-part.ts'

const picker = lazyPart(() => import('./faction-picker.tsx'))

export function FactionPickerHost() {
  const hasFaction = faction.use() !== null
  const part = useLazyPart(picker)
  useEffect(() => {
    if (!hasFaction) whenIdle(picker.preload)
  }, [hasFaction])
  return part ? <part.FactionPicker /> : null
}
