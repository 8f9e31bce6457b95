// A shared track link ({origin}/share/track/{id}) opens the track's album in the Music Library and
// plays it. A track this device has not synced yet goes without its album; the page finds it.
import { createFileRoute, redirect } from '@tanstack/react-router'
import { findTrack } from '../music/music.ts'

export const Route = createFileRoute('/share/track/$id')({
  beforeLoad: async ({ params }) => {
    const track = await findTrack(params.id).catch(() => undefined)
    throw redirect({
      to: '/music',
      search: { ...(track?.albumId && { album: track.albumId }), track: params.id },
      replace: true,
    })
  },
})
