// The e-reader for one story.
import { createFileRoute } from '@tanstack/react-router'
import { ReaderPage } from '../reader/reader-page.tsx'

export const Route = createFileRoute('/read/$id')({ component: ReaderPage })
