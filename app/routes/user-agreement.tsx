// The user agreement: what readers may do with the content.
import { createFileRoute } from '@tanstack/react-router'
import { UserAgreementPage } from '../pages/user-agreement-page.tsx'

export const Route = createFileRoute('/user-agreement')({ component: UserAgreementPage })
