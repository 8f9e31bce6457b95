// The reader's places part (reader-places.tsx): loaded at once when the link may name a place (it
// has a hash or a query: a passage, a second of narration), else when the page is idle, so selecting a passage to share
// finds it there; never on the first load. A linked passage also means the saved reading place is
// not restored over it (useReadingPosition). The part also brings the device voice's Listen
// (`loadPlaces` when pressed before it is there).
import { useEffect, useState } from 'react'
import { lazyPart, preloadWhenIdle } from '../lib/lazy-part.ts'
import { useLazyPart } from '../ui/use-lazy-part.ts'

const readerPlaces = lazyPart(() => import('./reader-places.tsx'))

export function useReaderPlaces() {
  // Only a passage's hash starts so (#c2-p3); the part checks it whole. Not the skip link's #main.
  const [opensAtLink] = useState(() => typeof location !== 'undefined' && location.hash.startsWith('#c'))
  useEffect(() => {
    if (location.hash || location.search) readerPlaces.preload()
    else preloadWhenIdle(readerPlaces)
  }, [opensAtLink])
  return { opensAtLink, places: useLazyPart(readerPlaces), loadPlaces: readerPlaces.load }
}
