// A plain list of published stories, fetched once. Replaced by the Dexie-backed screens of issue 3.
import { useEffect, useState } from 'react'
import type { StorySummary } from '../db/schema/story.ts'

export function StoryList() {
  const [stories, setStories] = useState<StorySummary[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    fetch('/api/stories', { credentials: 'include' })
      .then(async (res) => (res.ok ? setStories(await res.json()) : setError(`${res.status}: ${await res.text()}`)))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
  }, [])
  if (error) return <p role="alert">{error}</p>
  if (!stories) return <p>Loading stories…</p>
  if (stories.length === 0) return <p>No stories found. Upload your first story to get started!</p>
  return (
    <ul>
      {stories.map((story) => (
        <li key={story.id}>
          <strong>{story.title}</strong> · {story.readTime} · {story.category === 'series' ? `S${story.seasonNumber}E${story.episodeNumber}` : 'Standalone'}
          <p>{story.description}</p>
        </li>
      ))}
    </ul>
  )
}
