// The frame of the static pages (the universe page): one
// readable prose column with the h1, an optional "Last updated" line, h2 sections and a way home.
import { useId, type CSSProperties, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Home } from 'lucide-react'
import { buttonClass } from '../ui/button.tsx'

/** Where people write to the hub's admin. The spec gives no address; this is a stand-in. */
export const CONTACT_EMAIL = 'admin@infinaeon.example'

/** The date of the terms of service and the privacy policy. */
export const LEGAL_PAGES_UPDATED = 'August 17, 2025'

export const proseLink = 'font-medium text-accent underline underline-offset-2 hover:brightness-125'

interface StaticPageProps {
  title: string
  /** Shown as "Last updated: …"; left out for pages without a date. */
  updated?: string
  /** A short line under the title. */
  lead?: ReactNode
  /** The h1's colour; the faction accent when not given. */
  titleColour?: string
  /** 'link': "Back to Home" above the title; 'button': a "Return Home" button at the end. */
  home?: 'link' | 'button'
  children: ReactNode
}

export function StaticPage({ title, updated, lead, titleColour, home = 'link', children }: StaticPageProps) {
  const titleStyle: CSSProperties | undefined = titleColour ? { color: titleColour } : undefined
  return (
    <article className="mx-auto max-w-2xl px-4 py-8 break-words sm:px-6 sm:py-12">
      {home === 'link' && (
        <Link
          to="/"
          className="mb-6 inline-flex min-h-10 items-center gap-2 rounded-lg text-sm text-muted hover:text-accent"
        >
          <ArrowLeft size={16} aria-hidden />
          Back to Home
        </Link>
      )}
      <header className="border-b border-border pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-accent sm:text-4xl" style={titleStyle}>
          {title}
        </h1>
        {updated && <p className="mt-2 text-sm text-muted">Last updated: {updated}</p>}
        {lead && <p className="mt-4 text-lg leading-relaxed text-muted">{lead}</p>}
      </header>
      <div className="flex flex-col gap-10 pt-8 text-base leading-relaxed sm:text-[1.0625rem]">{children}</div>
      {home === 'button' && (
        <div className="mt-12 flex justify-center border-t border-border pt-8">
          <Link to="/" className={buttonClass('primary')}>
            <Home size={16} aria-hidden />
            Return Home
          </Link>
        </div>
      )}
    </article>
  )
}

interface PageSectionProps {
  title: string
  /** A coloured bar beside the section (a faction's colour). */
  colour?: string
  children: ReactNode
}

/** One h2 section; its paragraphs and lists are spaced for reading. */
export function PageSection({ title, colour, children }: PageSectionProps) {
  const id = useId()
  const bar: CSSProperties | undefined = colour ? { borderColor: colour } : undefined
  return (
    <section aria-labelledby={id} className={colour ? 'border-l-4 pl-4' : undefined} style={bar}>
      <h2 id={id} className="text-xl font-semibold sm:text-2xl" style={colour ? { color: colour } : undefined}>
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-4 text-text">{children}</div>
    </section>
  )
}

/** A bulleted list in the prose column. */
export function BulletList({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-accent">{children}</ul>
}

export function ContactLink() {
  return (
    <a href={`mailto:${CONTACT_EMAIL}`} className={proseLink}>
      {CONTACT_EMAIL}
    </a>
  )
}
