// Music Library: the albums, an album's dialog with its tracks, and for the admin the
// upload, edit and delete dialogs. ?album= opens an album and ?track= plays one of its tracks (a
// shared link); the page then takes them out of the address.
import { createFileRoute } from '@tanstack/react-router'
import { MusicPage } from '../music/music-page.tsx'
import type { MusicSearch } from '../music/use-shared-link.ts'

const text = (value: unknown) => (typeof value === 'string' && value !== '' && value.length <= 64 ? value : undefined)

export const Route = createFileRoute('/music')({
  validateSearch: (search: Record<string, unknown>): MusicSearch => {
    const album = text(search.album)
    const track = text(search.track)
    return { ...(album && { album }), ...(track && { track }) }
  },
  component: MusicPage,
})
