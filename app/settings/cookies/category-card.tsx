// One cookie category: its switch (named "<Category> cookies"; essential is shown on and locked),
// what it is for, what switching it changes in this app, and its cookies with purpose, duration
// and provider.
import { useId } from 'react'
import { Switch } from 'radix-ui'
import { Lock } from 'lucide-react'
import { COOKIE_CATEGORIES, COOKIE_PROVIDER, type CookieCategoryId, type CookieName } from '../cookie-preferences.ts'
import { CATEGORY_COPY, COOKIE_PURPOSES } from './cookie-catalogue.ts'

interface CategoryCardProps {
  id: CookieCategoryId
  enabled: boolean
  onChange: (enabled: boolean) => void
}

export function CategoryCard({ id, enabled, onChange }: CategoryCardProps) {
  const headingId = useId()
  const descriptionId = useId()
  const copy = CATEGORY_COPY[id]
  const essential = id === 'essential'
  const cookies = Object.entries(COOKIE_CATEGORIES[id]) as [CookieName, string][]

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
            {copy.name} cookies
            {essential && (
              <span className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium text-muted">
                <Lock size={12} aria-hidden />
                Always on
              </span>
            )}
          </h3>
          <p id={descriptionId} className="mt-1 text-sm text-muted">
            {copy.description}
          </p>
        </div>
        <Switch.Root
          checked={enabled}
          disabled={essential}
          onCheckedChange={onChange}
          aria-label={`${copy.name} cookies`}
          aria-describedby={descriptionId}
          className="relative mt-1 h-7 w-12 shrink-0 rounded-full bg-surface-2 ring-1 ring-border transition data-[state=checked]:bg-accent disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Switch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-text shadow transition-transform data-[state=checked]:translate-x-6 data-[state=checked]:bg-accent-fg" />
        </Switch.Root>
      </div>
      <p className="rounded-lg bg-surface-2/60 px-3 py-2 text-sm">
        <span className="font-medium">What this changes here: </span>
        {copy.changesHere}
      </p>
      <ul className="flex flex-col divide-y divide-border/70 text-sm">
        {cookies.map(([name, duration]) => (
          <li key={name} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
            <code className="break-all font-mono text-sm font-semibold text-text">{name}</code>
            <p className="text-muted">{COOKIE_PURPOSES[name]}</p>
            <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
              <div className="flex gap-1">
                <dt className="font-medium text-text">Duration:</dt>
                <dd>{duration}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="font-medium text-text">Provider:</dt>
                <dd>{COOKIE_PROVIDER} (first-party)</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}
