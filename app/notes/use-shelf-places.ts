// Where the Notes screen's notes are, worked out by its worker (note-places.worker.ts) whenever the
// shelf changes: undefined until the first answer; each answer replaces the last. A worker that
// cannot start or answer in time leaves the notes unplaced (linked to their story's start).
import { useEffect, useState } from 'react'
import type { Annotation } from '../../db/local/types.ts'
import type { NotesShelf } from './annotations.ts'
import type { PlacedNote } from './note-places.ts'

export interface ShelfRequest {
  id: number
  annotations: Annotation[]
  texts: Array<[string, string]>
}

export interface ShelfAnswer {
  id: number
  placed: PlacedNote[]
}

/** Chromium can hold a worker's script back while a service worker update waits (app/sync/engine.ts). */
const ANSWER_MS = 10_000

export function useShelfPlaces(shelf: NotesShelf | undefined): ReadonlyMap<string, PlacedNote> | null | undefined {
  const [worker, setWorker] = useState<Worker | null>()
  const [placed, setPlaced] = useState<ReadonlyMap<string, PlacedNote> | null>()

  useEffect(() => {
    let started: Worker | null = null
    try {
      started = new Worker(new URL('./note-places.worker.ts', import.meta.url), { type: 'module', name: 'note-places' })
    } catch {
      // No workers here: the notes stay unplaced.
    }
    setWorker(started)
    return () => started?.terminate()
  }, [])

  useEffect(() => {
    if (!shelf || worker === undefined) return
    if (worker === null) return setPlaced(null)
    const id = Math.random()
    const answered = ({ data }: MessageEvent<ShelfAnswer>) => {
      if (data.id !== id) return
      clearTimeout(late)
      setPlaced(new Map(data.placed.map((note) => [note.annotation.id, note])))
    }
    const failed = () => setPlaced((known) => known ?? null)
    const late = setTimeout(failed, ANSWER_MS)
    worker.addEventListener('message', answered)
    worker.addEventListener('error', failed)
    const request: ShelfRequest = { id, annotations: shelf.annotations, texts: [...shelf.texts] }
    worker.postMessage(request)
    return () => {
      clearTimeout(late)
      worker.removeEventListener('message', answered)
      worker.removeEventListener('error', failed)
    }
  }, [shelf, worker])

  return placed
}
