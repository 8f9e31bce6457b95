// My Library during a first sync, rendered (react-test-renderer) over the real Dexie database on
// fake-indexeddb: once it shows the pull's first page it waits for the pull's end, even when the
// device's downloads answer (a new set) meanwhile; under the "downloaded" filter they still narrow
// the list at once.
import 'fake-indexeddb/auto'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { act, render, type ReactTestRenderer } from '../lib/test-renderer.testing.ts'
import { db } from '../../db/local/db.ts'
import { makeLocalStory } from '../lib/make-story.testing.ts'
import type { LibraryFilter } from './library-view.ts'
import { setSyncActivity } from '../sync/status.ts'
import { loadLocal } from '../data/queries/local-db.ts'
import { useLibrary } from './library.ts'

/** Long enough for Dexie's live queries to see a committed write and read again. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))
const writePage = (count: number) => db.stories.bulkPut(Array.from({ length: count }, () => makeLocalStory()))

let renderer: ReactTestRenderer | undefined
/** Every "Showing N" the library draws, for the filter and the downloads it is given. */
function showLibrary(filter: LibraryFilter, downloaded: ReadonlySet<string>) {
  const shown: number[] = []
  function Library({ downloaded: kept }: { downloaded: ReadonlySet<string> }) {
    const library = useLibrary({ filter, sort: 'recent', hits: undefined, downloaded: kept })
    if (library && shown.at(-1) !== library.ids.length) shown.push(library.ids.length)
    return null
  }
  act(() => {
    renderer = render(createElement(Library, { downloaded }))
  })
  return {
    shown,
    downloadsAnswer: (next: ReadonlySet<string>) =>
      act(() => renderer!.update(createElement(Library, { downloaded: next }))),
  }
}

beforeAll(() => loadLocal())
beforeEach(async () => {
  setSyncActivity({ pulling: false })
  await db.stories.clear()
})
afterEach(() => {
  act(() => renderer?.unmount())
  renderer = undefined
  setSyncActivity({ pulling: false })
})

describe('useLibrary during a pull', () => {
  it('shows the first page, then the whole pull at its end, whatever the downloads answer meanwhile', async () => {
    act(() => setSyncActivity({ pulling: true }))
    const library = showLibrary('all', new Set())
    await writePage(40)
    await settle()
    expect(library.shown).toEqual([40])
    await writePage(40)
    await library.downloadsAnswer(new Set())
    await settle()
    await writePage(40)
    await library.downloadsAnswer(new Set())
    await settle()
    expect(library.shown).toEqual([40])
    act(() => setSyncActivity({ pulling: false }))
    await settle()
    expect(library.shown).toEqual([40, 120])
  })

  it('narrows to the downloads at once under their own filter, even during a pull', async () => {
    const kept = makeLocalStory()
    await db.stories.bulkPut([kept, makeLocalStory()])
    act(() => setSyncActivity({ pulling: true }))
    const library = showLibrary('downloaded', new Set())
    await settle()
    expect(library.shown).toEqual([0])
    await library.downloadsAnswer(new Set([kept.id]))
    await settle()
    expect(library.shown).toEqual([0, 1])
  })
})
