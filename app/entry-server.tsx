// The server's renderer of first screens (api/first-screen/): the same app and routes as the page,
// at one address, over the data the server read for it. Built by `vite build --ssr` into
// dist/.server/ and imported by the server at start.
import { renderToString } from 'react-dom/server'
import { createMemoryHistory } from '@tanstack/react-router'
import { App, createAppRouter } from './app.tsx'
import type { FirstScreen, FirstScreenRenderer } from '../page/first-screen.ts'
import { decodeAllNamedReferences } from '../story-text/markdown/all-named-references.ts'

// A story's `&frac34;` reads as the page's own parser reads it, so the page hydrates what it would draw.
decodeAllNamedReferences()

export const renderFirstScreen: FirstScreenRenderer['renderFirstScreen'] = async (
  url: string,
  firstScreen: FirstScreen,
) => {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }), isServer: true })
  await router.load()
  if (router.state.matches.some((match) => match.status === 'notFound')) return undefined
  return renderToString(<App router={router} firstScreen={firstScreen} />)
}
