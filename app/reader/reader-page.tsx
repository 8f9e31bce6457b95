// The e-reader at /read/{id}: picks the state to show (loading, not found, not downloaded) and
// hands a loaded story to the reading view. Everything comes from this device first. A drawing of
// the reader the service worker put over the page stays until a state other than loading shows.
import type { ReactElement } from 'react'
import { useParams } from '@tanstack/react-router'
import type { StorySummary } from '../../contract/story.ts'
import { useHasSynced, useStory } from '../library/stories.ts'
import { useReaderContent, type ReaderContent } from './use-reader-content.ts'
import { NotDownloaded, ReaderSkeleton, StoryNotFound } from './reader-states.tsx'
import { ReaderView } from './reader-view.tsx'
import { useReaderPreviewHandOff } from '../pwa/take-over-drawing.ts'

function readerScreen(
  story: StorySummary | null | undefined,
  hasSynced: boolean | undefined,
  text: ReaderContent,
): ReactElement {
  if (story === undefined || hasSynced === undefined) return <ReaderSkeleton />
  if (story === null) {
    // Not synced here (yet): the opening fetch may still bring it, or the server may not know it.
    if (text.status === 'missing' || text.status === 'ready') return <StoryNotFound />
    if (text.status === 'loading') return <ReaderSkeleton />
    return hasSynced ? <StoryNotFound /> : <NotDownloaded />
  }
  if (text.status === 'loading') return <ReaderSkeleton />
  if (text.status === 'missing') return <StoryNotFound />
  if (text.status === 'not-downloaded') return <NotDownloaded title={story.title} />
  return <ReaderView key={story.id} story={story} content={text.content} />
}

export function ReaderPage() {
  const { id } = useParams({ from: '/read/$id' })
  const screen = readerScreen(useStory(id), useHasSynced(), useReaderContent(id))
  useReaderPreviewHandOff(screen.type !== ReaderSkeleton)
  return screen
}
