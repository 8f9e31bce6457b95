// Notes: every highlight and note on this device, across stories.
import { createFileRoute } from '@tanstack/react-router'
import { NotesPage } from '../notes/notes-page.tsx'

export const Route = createFileRoute('/notes')({ component: NotesPage })
