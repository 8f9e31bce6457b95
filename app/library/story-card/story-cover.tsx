// A story's cover: the thumbnail (or full image) loaded lazily, or a gradient chosen from the
// story id when there is none or it fails to load (e.g. offline before it was cached).
import { useState } from 'react'
import { BookOpen } from 'lucide-react'
import type { StorySummary } from '../../../contract/story.ts'

const GRADIENTS = [
  'from-indigo-700 via-purple-700 to-fuchsia-600',
  'from-cyan-700 via-sky-800 to-indigo-900',
  'from-amber-600 via-orange-700 to-rose-800',
  'from-emerald-700 via-teal-800 to-slate-900',
  'from-rose-700 via-fuchsia-800 to-violet-900',
]

export function coverGradient(id: string): string {
  let hash = 0
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  return GRADIENTS[hash % GRADIENTS.length]!
}

/** A loadable image URL, or null for none (and the legacy marker values). */
export function coverUrl(story: StorySummary, size: 'thumbnail' | 'full'): string | null {
  const url =
    size === 'thumbnail'
      ? (story.coverThumbnailUrl ?? story.coverImageUrl)
      : (story.coverImageUrl ?? story.coverThumbnailUrl)
  return url && (url.startsWith('/') || /^https?:\/\//.test(url)) ? url : null
}

interface StoryCoverProps {
  story: StorySummary
  size?: 'thumbnail' | 'full'
  className?: string
  /** The hero's image is the page's main content: load it at once, before other images. */
  eager?: boolean
  /** A picture on this device that takes the cover's place (one waiting to be published). */
  localCover?: string
}

export function StoryCover({ story, size = 'thumbnail', className = '', eager, localCover }: StoryCoverProps) {
  const [failed, setFailed] = useState(false)
  const src = localCover ?? (failed ? null : coverUrl(story, size))
  if (src) {
    return (
      <img
        src={src}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        onError={() => setFailed(true)}
        className={`bg-surface-2 object-cover ${className}`}
      />
    )
  }
  return (
    <div
      aria-hidden
      className={`flex items-center justify-center bg-gradient-to-br ${coverGradient(story.id)} ${className}`}
    >
      <BookOpen className="size-1/4 max-w-16 text-white/50" />
    </div>
  )
}
