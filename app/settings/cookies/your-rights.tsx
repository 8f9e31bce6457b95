// Your rights and the legal basis (GDPR-style): necessity for essential cookies, consent for the
// rest, withdrawn here at any time; links to the privacy policy and data settings.
import { Link } from '@tanstack/react-router'
import { Scale } from 'lucide-react'

const LINK = 'font-medium text-accent underline underline-offset-2 hover:brightness-125'

export function YourRights() {
  return (
    <section
      aria-labelledby="cookie-rights-heading"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 text-sm sm:p-5"
    >
      <h2 id="cookie-rights-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Scale size={20} aria-hidden className="text-accent" />
        Your Rights and Our Legal Basis
      </h2>
      <p>
        <strong>Essential cookies</strong> are used because the service cannot work without them (strict necessity and
        our legitimate interest in keeping the admin&apos;s session secure). They hold nothing about what you read or
        listen to.
      </p>
      <p>
        <strong>Functional, performance and targeting cookies</strong> are used only with your consent, which you give
        or refuse with the switches above. You can withdraw it at any time on this page, as easily as you gave it;
        withdrawing does not affect what was done before.
      </p>
      <p>
        Your choice and its date are kept in this browser only. Everything listed here is first-party: nothing is shared
        with or sent to third parties. You have the right to see, export and erase what this device keeps about you.
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-2">
        <Link to="/privacy-policy" className={LINK}>
          Privacy Policy
        </Link>
        <Link to="/data-settings" className={LINK}>
          Data Settings
        </Link>
      </p>
    </section>
  )
}
