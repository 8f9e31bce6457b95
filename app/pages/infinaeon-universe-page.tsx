// The universe page (/infinaeon-universe): the setting, one section per faction in its
// colour, and the ways into the app. The heading takes the colour of the faction this device chose.
import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { BookOpen, Music, Users, Link2, type LucideIcon } from 'lucide-react'
import { faction } from '../settings/settings.ts'
import { FACTIONS, FACTION_IDS, type Faction } from '../settings/faction.ts'
import { FACTION_COLOURS } from '../characters/character-rules.ts'
import { PageSection, StaticPage } from './static-page.tsx'

const FACTION_STORY: Record<Faction, ReactNode> = {
  knights: (
    <p>
      The Knights keep Vessa. They are soldiers only in part; most of their oaths are about memory. Every watch on the
      sea wall ends with a written report, and the citadel&apos;s archive holds centuries of tides, storms, visitors and
      the exact pitch of the gate&apos;s song on every night. The Knights believe that what is recorded can be defended,
      and that a world nobody writes down is a world anybody can rewrite. Their archivists are honoured as highly as
      their captains.
    </p>
  ),
  curve: (
    <p>
      Across the water lies the folding city of the Curve, whose streets rearrange themselves with the tide. The
      Ascended do not fight the change; they study it, and a few have learned to ride it. To them the sea gate is not a
      wall but an invitation, and the brass ring is a key that has been waiting for the right hand. They build in violet
      glass and measure a person by what they are willing to become. The Knights call them reckless. The Curve would say
      the Knights mistake a doorway for a fortress.
    </p>
  ),
  neutral: (
    <p>
      Between the citadel and the folding city live the people who belong to neither: ferry pilots, traders, hedge
      scholars and, above all, the cartographers. A Neutral cartographer sells maps to both sides and trusts none of
      them, least of all the ones they drew last year. They know every shortcut the Curve has opened and every archive
      door the Knights have sealed, which makes them the most welcome guests and the least trusted witnesses in any
      story.
    </p>
  ),
}

const WAYS_IN: {
  to: '/library' | '/characters' | '/music' | '/links'
  label: string
  text: string
  icon: LucideIcon
}[] = [
  {
    to: '/library',
    label: 'Stories',
    text: 'Read the series and standalone tales, online or saved for later.',
    icon: BookOpen,
  },
  {
    to: '/characters',
    label: 'Characters',
    text: 'Meet the Knights, the Ascended and the people in between.',
    icon: Users,
  },
  { to: '/music', label: 'Music', text: 'Listen to the albums and soundtracks of the universe.', icon: Music },
  { to: '/links', label: 'Links', text: 'Follow the curated links from around the universe.', icon: Link2 },
]

export function InfinaeonUniversePage() {
  const chosen = faction.use()
  const lead = chosen ? (
    <>
      You stand with <span style={{ color: FACTION_COLOURS[chosen] }}>{FACTIONS[chosen].name}</span>. Here is the world
      they are fighting over.
    </>
  ) : (
    'A world of thresholds, three ways of crossing them, and the stories told at the edge of the map.'
  )

  return (
    <StaticPage title="The Infinaeon Universe" lead={lead} titleColour={chosen ? FACTION_COLOURS[chosen] : undefined}>
      <PageSection title="A World at the Edge of the Map">
        <p>
          Every old map of Infinaeon ends at the same place: a citadel of pale stone called Vessa, built on a cliff
          above a sea that never quite freezes. Below the citadel stands the sea gate, an arch of weathered bronze older
          than any record. When the tide runs through it, the gate sings, a low and rising chord that sailors swear they
          can hear three days out from shore. Nobody agrees on what the song means. Everybody agrees it has started to
          change.
        </p>
        <p>
          Set into the gate&apos;s keystone is the brass ring, a circle of metal no wider than a hand and warm to the
          touch in every season. It is the one thing every faction wants and none of them understands. Some say it locks
          the gate; some say it <em>is</em> the gate, and the arch is only its frame. The stories in this hub begin in
          the years when the song first slipped into a new key and the ring began, very slowly, to turn.
        </p>
      </PageSection>

      {FACTION_IDS.map((id) => (
        <PageSection key={id} title={FACTIONS[id].name} colour={FACTION_COLOURS[id]}>
          <p className="text-sm text-muted">
            <span className="capitalize">{FACTIONS[id].colour}</span> ·{' '}
            <span className="italic">“{FACTIONS[id].motto}”</span>
          </p>
          {FACTION_STORY[id]}
        </PageSection>
      ))}

      <PageSection title="Choosing a Side">
        <p>
          When you first open the hub you choose one of the three, and the app takes on its colour. The choice changes
          nothing about what you can read or hear: every story, track and character is open to everyone. It is a lens,
          not a lock, and you can change it at any time with Theme Options at the bottom of the page.
        </p>
      </PageSection>

      <PageSection title="Explore the Hub">
        <ul className="grid gap-3 sm:grid-cols-2">
          {WAYS_IN.map(({ to, label, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full gap-3 rounded-xl border border-border bg-surface p-4 transition hover:border-accent"
              >
                <Icon size={20} aria-hidden className="mt-0.5 shrink-0 text-accent" />
                <span>
                  <span className="block font-semibold">{label}</span>
                  <span className="block text-sm text-muted">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
    </StaticPage>
  )
}
