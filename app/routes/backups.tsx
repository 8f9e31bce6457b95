// Backups: the admin's backups of the server, Back up now, a download of each, and how to restore.
import { createFileRoute } from '@tanstack/react-router'
import { BackupsPage } from '../settings/backups/backups-page.tsx'

export const Route = createFileRoute('/backups')({ component: BackupsPage })
