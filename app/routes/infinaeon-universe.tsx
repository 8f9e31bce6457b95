// The Infinaeon universe: the setting and its three factions, the heading in the colour of
// the visitor's faction, and the ways into stories, characters, music and links.
import { createFileRoute } from '@tanstack/react-router'
import { InfinaeonUniversePage } from '../pages/infinaeon-universe-page.tsx'

export const Route = createFileRoute('/infinaeon-universe')({ component: InfinaeonUniversePage })
