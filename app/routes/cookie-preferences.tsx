// Cookie Preferences: what each cookie category is, the choice in force and the
// buttons that change it or clear everything.
import { createFileRoute } from '@tanstack/react-router'
import { CookiePreferencesPage } from '../settings/cookies/cookie-preferences-page.tsx'

export const Route = createFileRoute('/cookie-preferences')({ component: CookiePreferencesPage })
