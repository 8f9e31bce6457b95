// The four library counters: Total Stories, Series, Standalone, Featured.
import type { LibraryCounters as Counters } from './library-view.ts'

export function LibraryCounters({ counters }: { counters: Counters | undefined }) {
  const items = [
    ['Total Stories', counters?.total],
    ['Series', counters?.series],
    ['Standalone', counters?.standalone],
    ['Featured', counters?.featured],
  ] as const
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="flex flex-col-reverse rounded-xl border border-border bg-surface p-4">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="text-2xl font-bold text-accent">{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  )
}
