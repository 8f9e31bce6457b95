// The overview of the choice in force (the saved one, not unsaved toggles): how many cookies it
// allows, which categories are on, and when it was last given.
import { Cookie, ListChecks, CalendarClock } from 'lucide-react'
import type { ReactNode } from 'react'
import { activeCookieCount, enabledCategories, formatConsentDate, type CookieConsent } from '../cookie-preferences.ts'
import { CATEGORY_COPY } from './cookie-catalogue.ts'

/** A term and its value straight inside the list's div (what a definition list allows); the icon
 * sits in the term. */
function Stat({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[auto_1fr] gap-x-3 rounded-2xl border border-border bg-surface p-4">
      <dt className="contents">
        <span className="row-span-2 mt-0.5 text-accent">{icon}</span>
        <span className="text-sm text-muted">{label}</span>
      </dt>
      <dd className="col-start-2 mt-0.5 font-semibold">{children}</dd>
    </div>
  )
}

export function ConsentOverview({ consent }: { consent: CookieConsent }) {
  const names = enabledCategories(consent.preferences).map((id) => CATEGORY_COPY[id].name)
  return (
    <section aria-labelledby="cookie-overview-heading" className="flex flex-col gap-3">
      <h2 id="cookie-overview-heading" className="text-xl font-semibold">
        Overview
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat icon={<Cookie size={20} aria-hidden />} label="Active cookies">
          <span className="text-2xl tabular-nums">{activeCookieCount(consent.preferences)}</span>
        </Stat>
        <Stat icon={<ListChecks size={20} aria-hidden />} label="Enabled categories">
          {names.join(', ')}
        </Stat>
        <Stat icon={<CalendarClock size={20} aria-hidden />} label="Last consent">
          {formatConsentDate(consent.consentDate)}
        </Stat>
      </dl>
    </section>
  )
}
