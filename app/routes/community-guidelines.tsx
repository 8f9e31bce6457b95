// The community guidelines for comments, dated August 2024, with a Return Home button.
import { createFileRoute } from '@tanstack/react-router'
import { CommunityGuidelinesPage } from '../pages/community-guidelines-page.tsx'

export const Route = createFileRoute('/community-guidelines')({ component: CommunityGuidelinesPage })
