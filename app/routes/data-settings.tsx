// Data Settings: what this device keeps about the person, to see, export and erase.
import { createFileRoute } from '@tanstack/react-router'
import { DataSettingsPage } from '../settings/data/data-settings-page.tsx'

export const Route = createFileRoute('/data-settings')({ component: DataSettingsPage })
