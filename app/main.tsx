// Bootstrap of the web app. The reader's app (routes, local database, sync) arrives with issue 3;
// until then this shows the published stories straight from the API so the server can be seen.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { StoryList } from './story-list.tsx'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <h1>Infinaeon Hub</h1>
      <StoryList />
    </main>
  </StrictMode>,
)
