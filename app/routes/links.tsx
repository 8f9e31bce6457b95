// The Links page: curated links with their previews, in the admin's order; the admin
// adds, deletes and drags them into a new order.
import { createFileRoute } from '@tanstack/react-router'
import { LinksPage } from '../links/links-page.tsx'

export const Route = createFileRoute('/links')({ component: LinksPage })
