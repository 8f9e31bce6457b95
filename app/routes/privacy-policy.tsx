// The privacy policy, dated August 17, 2025: what stays on
// the device, what the server keeps, 2 years of inactivity, children under 13.
import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicyPage } from '../pages/privacy-policy-page.tsx'

export const Route = createFileRoute('/privacy-policy')({ component: PrivacyPolicyPage })
