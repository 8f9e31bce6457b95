// The featured hero: one featured story at a time over 70% of the viewport,
// with Start Reading, a heart (local to the hero, not saved), tags, and when there are several,
// previous/next and one dot per story. It rotates every 8 s (paused while a mouse is over it or the
// keyboard is in it; after a tap, 8 s after the tap).
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { BookOpen, ChevronLeft, ChevronRight, Clock, Heart, Star } from 'lucide-react'
import type { StorySummary } from '../../../contract/story.ts'
import { StoryCover } from '../story-card/story-cover.tsx'
import { buttonClass } from '../../ui/button.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useRotation } from './use-rotation.ts'

const HEIGHT = 'h-[70dvh] min-h-[420px]'
/** More dots than this do not fit a phone's hero at 44 px each: a count takes their place. */
const MAX_DOTS = 5

const ROUND =
  'flex size-11 items-center justify-center rounded-full bg-black/50 text-white backdrop-blur transition hover:bg-black/75'

export function FeaturedHeroSkeleton() {
  return <Skeleton className={`${HEIGHT} w-full rounded-none`} />
}

export function FeaturedHero({ stories }: { stories: StorySummary[] }) {
  const rotation = useRotation(stories.length)
  const [hearted, setHearted] = useState<ReadonlySet<string>>(new Set())
  const story = stories[rotation.index]
  if (!story) return null
  const isHearted = hearted.has(story.id)
  const toggleHeart = () =>
    setHearted((set) => {
      const next = new Set(set)
      if (next.has(story.id)) next.delete(story.id)
      else next.add(story.id)
      return next
    })

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured stories"
      className={`relative isolate overflow-hidden ${HEIGHT}`}
      // A mouse over it or the keyboard in it holds it; a tap does neither (a phone leaves the
      // tapped button focused and "hovered" until the next tap elsewhere): after a tap it moves on
      // one full period later.
      onPointerEnter={(e) => {
        if (e.pointerType === 'mouse') rotation.pause()
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === 'mouse') rotation.resume()
      }}
      onFocus={(e) => {
        if (e.target.matches(':focus-visible')) rotation.pause()
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) rotation.resume()
      }}
    >
      <StoryCover key={story.id} story={story} size="full" eager className="absolute inset-0 -z-10 size-full" />
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-bg via-bg/75 to-bg/10" />
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-r from-bg/80 via-bg/20 to-transparent" />

      <div
        aria-roledescription="slide"
        aria-label={`${rotation.index + 1} of ${stories.length}`}
        className="mx-auto flex h-full max-w-6xl flex-col justify-end gap-3 px-4 pb-16 sm:px-6 sm:pb-20"
      >
        <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
          <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-1 text-accent-fg">
            <Star size={12} aria-hidden />
            Featured
          </span>
          <span className="rounded-full bg-black/50 px-2.5 py-1 text-white backdrop-blur">
            {story.category === 'series' ? 'Series' : 'Standalone'}
          </span>
          <span className="inline-flex items-center gap-1 rounded-full bg-black/50 px-2.5 py-1 text-white backdrop-blur">
            <Clock size={12} aria-hidden />
            {story.readTime}
          </span>
        </div>
        <h2 className="max-w-3xl text-3xl font-bold leading-tight text-balance drop-shadow sm:text-5xl">
          {story.title}
        </h2>
        <p className="line-clamp-3 max-w-2xl text-sm text-text/90 sm:text-lg">{story.description}</p>
        <div className="flex items-center gap-3 pt-1">
          <Link to="/read/$id" params={{ id: story.id }} className={buttonClass('primary', 'md', 'h-11 px-5')}>
            <BookOpen size={18} aria-hidden />
            Start Reading
          </Link>
          <button
            type="button"
            aria-label="Favourite (this visit only)"
            aria-pressed={isHearted}
            className={ROUND}
            onClick={toggleHeart}
          >
            <Heart size={18} aria-hidden className={isHearted ? 'fill-rose-500 text-rose-500' : ''} />
          </button>
        </div>
      </div>

      {stories.length > 1 && (
        <>
          <button
            type="button"
            aria-label="Previous featured story"
            className={`${ROUND} absolute bottom-3 left-4 sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2`}
            onClick={rotation.previous}
          >
            <ChevronLeft size={22} aria-hidden />
          </button>
          <button
            type="button"
            aria-label="Next featured story"
            className={`${ROUND} absolute bottom-3 right-4 sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2`}
            onClick={rotation.next}
          >
            <ChevronRight size={22} aria-hidden />
          </button>
          {stories.length <= MAX_DOTS ? (
            <div className="absolute inset-x-16 bottom-3 flex justify-center">
              {stories.map((s, i) => (
                <button
                  key={s.id}
                  type="button"
                  aria-label={`Show featured story ${i + 1}`}
                  aria-current={i === rotation.index}
                  className="flex size-11 items-center justify-center"
                  onClick={() => rotation.show(i)}
                >
                  <span
                    aria-hidden
                    className={`h-2 rounded-full transition-all ${i === rotation.index ? 'w-6 bg-accent' : 'w-2 bg-white/50'}`}
                  />
                </button>
              ))}
            </div>
          ) : (
            <p
              aria-live="polite"
              className="absolute inset-x-16 bottom-3 flex h-11 items-center justify-center text-sm font-medium text-white/90 [text-shadow:0_1px_2px_rgb(0_0_0/60%)]"
            >
              {rotation.index + 1} / {stories.length}
            </p>
          )}
        </>
      )}
    </section>
  )
}
