// A button on the first screen whose Radix menu or popover loads later (a lazy part): until it
// has, the component renders a stand-in button that looks the same. Pointing at or focusing the
// stand-in starts the load; pressing it (as Radix would: a menu on pointer down, Enter, Space or
// ArrowDown, a popover on click) also asks for it open as soon as it is there (or says it could
// not load), and a focused stand-in hands its focus on to the real button.
import { useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { LazyPart } from '../lib/lazy-part.ts'
import { useLazyPart } from './use-lazy-part.ts'
import { tellPartNotLoaded } from './part-not-loaded.ts'

const MENU_KEYS = new Set(['Enter', ' ', 'ArrowDown'])

export interface DeferredStart {
  /** Pressed before the real button loaded: open at once. */
  open: boolean
  /** The stand-in had focus: the real button takes it. */
  focus: boolean
}

export function useDeferredTrigger<T>(part: LazyPart<T>, popup: 'menu' | 'dialog') {
  const module = useLazyPart(part)
  const [pressed, setPressed] = useState(false)
  const [focused, setFocused] = useState(false)
  const press = () => {
    setPressed(true)
    // Its code could not be fetched: said, and the press is forgotten (the next one is answered too).
    part.load().catch(() => {
      setPressed(false)
      tellPartNotLoaded()
    })
  }
  const opensMenu = popup === 'menu'
  const standIn = {
    'aria-haspopup': popup,
    'aria-expanded': false,
    onPointerEnter: part.preload,
    onFocus: () => {
      setFocused(true)
      part.preload()
    },
    onBlur: () => setFocused(false),
    onClick: press,
    onPointerDown: (event: PointerEvent) => {
      if (opensMenu && event.button === 0 && !event.ctrlKey) press()
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!opensMenu || !MENU_KEYS.has(event.key)) return
      event.preventDefault()
      press()
    },
  }
  const start: DeferredStart = { open: pressed, focus: focused }
  return { module, standIn, start }
}
