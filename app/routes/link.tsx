// Link this device: where a pairing link opens (issue 60).
import { createFileRoute } from '@tanstack/react-router'
import { LinkPage } from '../profile/link-page.tsx'

export const Route = createFileRoute('/link')({ component: LinkPage })
