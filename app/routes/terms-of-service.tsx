// The terms of service, dated August 17, 2025.
import { createFileRoute } from '@tanstack/react-router'
import { TermsOfServicePage } from '../pages/terms-of-service-page.tsx'

export const Route = createFileRoute('/terms-of-service')({ component: TermsOfServicePage })
