// The e-reader at /read/{id}: picks the state to show (loading, not found, not downloaded) and
// hands a loaded story to the reading view. Everything comes from this device first.
import { useParams } from '@tanstack/react-router'
import { useHasSynced, useStory } from '../../../data/stories.ts'
import { useReaderContent } from './use-reader-content.ts'
import { NotDownloaded, ReaderSkeleton, StoryNotFound } from './reader-states.tsx'
import { ReaderView } from './reader-view.tsx'

export function ReaderPage() {
  const { id } = useParams({ from: '/read/$id' })
  const story = useStory(id)
  const hasSynced = useHasSynced()
  const text = useReaderContent(id)

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
