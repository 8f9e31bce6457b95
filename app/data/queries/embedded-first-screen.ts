// The first screen's data (page/first-screen.ts), drawn by the server into the HTML and
// embedded beside it, so the page can hydrate the same screen before IndexedDB answers. Each value is keyed
// by the query it stands in for; a hook given a key starts from that value, then follows Dexie once
// the device has the rows. Nothing here is written to the device: the sync does that.
import { createContext, useContext } from 'react'
import {
  FIRST_SCREEN_ELEMENT_ID,
  type FirstScreen,
  type FirstScreenKey,
  type FirstScreenValues,
} from '../../../page/first-screen.ts'

export type { FirstScreen, FirstScreenKey, FirstScreenValues }

export const FirstScreenContext = createContext<FirstScreen>({})

/** The server's value for `key` on the first screen, if it rendered one. */
export function useFirstScreen<K extends FirstScreenKey>(key: K | undefined): FirstScreenValues[K] | undefined {
  const values = useContext(FirstScreenContext)
  return key === undefined ? undefined : values[key]
}

/** The data the server embedded (JSON in a script element the page never runs). */
export function readEmbeddedFirstScreen(): FirstScreen {
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_ELEMENT_ID)
  if (!element?.textContent) return {}
  try {
    return JSON.parse(element.textContent) as FirstScreen
  } catch {
    return {}
  }
}
