// Placeholders shown while the local database is being read.
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden className={`animate-pulse rounded-lg bg-surface-2 ${className}`} />
}

/** n skeleton cards, marked busy for screen readers. */
export function SkeletonCards({ count, className = '' }: { count: number; className?: string }) {
  return (
    <div role="status" aria-busy="true" aria-label="Loading stories" className={className}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex flex-col gap-2" data-testid="story-skeleton">
          <Skeleton className="aspect-[2/3] w-full" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  )
}
