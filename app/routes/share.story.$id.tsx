// A shared story link ({origin}/share/story/{id}) opens that story in the reader.
import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/share/story/$id')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/read/$id', params: { id: params.id }, replace: true })
  },
})
