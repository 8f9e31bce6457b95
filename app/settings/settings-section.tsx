// One titled part of a settings dialog: a small uppercase heading, then its fields; a rule above
// every section but the first.
import { useId, type ReactNode } from 'react'

export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 border-t border-border pt-4 first:border-t-0 first:pt-0"
    >
      <h3 id={headingId} className="text-xs font-semibold uppercase tracking-wider text-muted">
        {title}
      </h3>
      {children}
    </section>
  )
}
