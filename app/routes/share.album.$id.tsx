// A shared album link ({origin}/share/album/{id}) opens that album in the Music Library.
import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/share/album/$id')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/music', search: { album: params.id }, replace: true })
  },
})
