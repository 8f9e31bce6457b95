// The Character Hub: every character of the universe, searchable, with a detail
// dialog; the admin adds, edits and deletes them.
import { createFileRoute } from '@tanstack/react-router'
import { CharacterPage } from '../characters/character-page.tsx'

export const Route = createFileRoute('/characters')({ component: CharacterPage })
