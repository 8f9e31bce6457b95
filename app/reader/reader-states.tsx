// The reader's non-reading states: loading skeleton, story not found, and text not downloaded.
import { Link } from '@tanstack/react-router'
import { ArrowLeft, CloudOff } from 'lucide-react'
import { Skeleton } from '../ui/skeleton.tsx'
import { buttonClass } from '../ui/button.tsx'
import { errorText } from '../lib/error-text.ts'

export function ReaderSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading story" className="mx-auto max-w-2xl px-5 pb-16 pt-6">
      <div className="mb-10 flex items-center gap-3">
        <Skeleton className="h-10 w-10" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-1/4" />
        </div>
      </div>
      <Skeleton className="mb-3 h-9 w-3/4" />
      <Skeleton className="mb-10 h-4 w-1/2" />
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className={`mb-3 h-4 ${i % 4 === 3 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </div>
  )
}

const backLink = (
  <Link to="/library" className={buttonClass('primary', 'md', 'mt-6')}>
    <ArrowLeft size={16} aria-hidden /> Back to Library
  </Link>
)

export function StoryNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-5 py-24 text-center">
      <h1 className="text-2xl font-bold">{errorText.storyMissing().title}</h1>
      {backLink}
    </div>
  )
}

export function NotDownloaded({ title }: { title?: string }) {
  const text = errorText.notDownloaded(title)
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-5 py-24 text-center">
      <CloudOff size={40} aria-hidden className="mb-4 text-muted" />
      <h1 className="text-2xl font-bold">{text.title}</h1>
      <p className="mt-3 text-muted">{text.description}</p>
      {backLink}
    </div>
  )
}
