// Cookie Preferences (/cookie-preferences): the overview of the choice in force,
// the four category cards whose switches edit a draft, and the buttons that store a choice (Accept
// All, Reject Non-Essential, Save Preferences) or clear everything after a confirmation.
import { useState } from 'react'
import { Ban, CheckCheck, Save, Trash2 } from 'lucide-react'
import {
  ACCEPT_ALL,
  CATEGORY_IDS,
  REJECT_NON_ESSENTIAL,
  isCategoryEnabled,
  samePreferences,
  saveCookieConsent,
  useCookieConsent,
  withCategory,
  type CookiePreferences,
} from '../cookie-preferences.ts'
import { Button } from '../../ui/button.tsx'
import { notify } from '../../ui/toast/notify.ts'
import { ConsentOverview } from './consent-overview.tsx'
import { CategoryCard } from './category-card.tsx'
import { ClearCookiesDialog } from './clear-cookies-dialog.tsx'
import { YourRights } from './your-rights.tsx'

export function CookiePreferencesPage() {
  const consent = useCookieConsent()
  // Switches change only this draft; nothing is stored until one of the buttons says so.
  const [draft, setDraft] = useState<CookiePreferences | null>(null)
  const [clearing, setClearing] = useState(false)
  const shown = draft ?? consent.preferences
  const unsaved = draft !== null && !samePreferences(draft, consent.preferences)

  const store = (preferences: CookiePreferences, title: string, description: string) => {
    saveCookieConsent(preferences)
    setDraft(null)
    notify({ title, description })
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold">Cookie Preferences</h1>
        <p className="mt-1 max-w-3xl text-muted">
          Choose what this app may keep on your device. Essential cookies are always on; the rest need your consent.
        </p>
      </header>

      <ConsentOverview consent={consent} />

      <section aria-labelledby="cookie-choice-heading" className="flex flex-col gap-3">
        <h2 id="cookie-choice-heading" className="sr-only">
          Your choice
        </h2>
        <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
          <Button
            variant="primary"
            className="justify-center"
            onClick={() =>
              store(ACCEPT_ALL, 'All Cookies Accepted', 'All cookie categories are allowed on this device.')
            }
          >
            <CheckCheck size={16} aria-hidden />
            Accept All
          </Button>
          <Button
            className="justify-center"
            onClick={() =>
              store(
                REJECT_NON_ESSENTIAL,
                'Non-Essential Cookies Rejected',
                'Only essential cookies are allowed; your settings are kept for this visit only.',
              )
            }
          >
            <Ban size={16} aria-hidden />
            Reject Non-Essential
          </Button>
          <Button
            className="justify-center"
            onClick={() => store(shown, 'Preferences Saved', 'Your cookie choices are saved on this device.')}
          >
            <Save size={16} aria-hidden />
            Save Preferences
          </Button>
          <Button variant="danger" className="justify-center sm:ml-auto" onClick={() => setClearing(true)}>
            <Trash2 size={16} aria-hidden />
            Clear All Cookies
          </Button>
        </div>
        <p role="status" className="min-h-5 text-sm text-muted">
          {unsaved ? 'You have unsaved changes. Save Preferences to apply them.' : ''}
        </p>
      </section>

      <section aria-labelledby="cookie-categories-heading" className="flex flex-col gap-3">
        <h2 id="cookie-categories-heading" className="text-xl font-semibold">
          Cookie Categories
        </h2>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {CATEGORY_IDS.map((id) => (
            <CategoryCard
              key={id}
              id={id}
              enabled={isCategoryEnabled(shown, id)}
              onChange={(on) => setDraft(withCategory(shown, id, on))}
            />
          ))}
        </div>
      </section>

      <YourRights />
      <ClearCookiesDialog open={clearing} onOpenChange={setClearing} />
    </div>
  )
}
