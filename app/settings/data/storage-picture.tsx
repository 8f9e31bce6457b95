// What this device holds for the app, as one bar: story texts, pictures, downloaded audio, and the
// rest (the app itself, the database), from the browser's own estimate and the caches.
import { useLocalQuery } from '../../data/queries/use-local-query.ts'
import { storagePicture } from '../personal-data.ts'
import { formatBytes } from '../../lib/bytes.ts'

const PARTS = [
  { key: 'texts', label: 'Story texts', colour: 'bg-accent' },
  { key: 'pictures', label: 'Covers and pictures', colour: 'bg-sky-400' },
  { key: 'audio', label: 'Downloaded audio', colour: 'bg-emerald-400' },
  { key: 'other', label: 'The app and its database', colour: 'bg-muted' },
] as const

export function StoragePicture({ refresh }: { refresh: number }) {
  const picture = useLocalQuery(
    async (db) => {
      await db.downloads.count()
      return (await storagePicture()) ?? null
    },
    [refresh],
  )
  if (picture === undefined) return <p className="text-sm text-muted">Measuring…</p>
  if (picture === null) return <p className="text-sm text-muted">This browser does not say how much it stores.</p>
  const known = picture.texts + picture.pictures + picture.audio
  const sizes = {
    texts: picture.texts,
    pictures: picture.pictures,
    audio: picture.audio,
    other: Math.max(0, picture.usage - known),
  }
  const total = Math.max(picture.usage, known, 1)
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm tabular-nums">
        <span className="font-semibold">{formatBytes(picture.usage)}</span> used on this device
        {picture.quota > 0 && <span className="text-muted"> of {formatBytes(picture.quota)} the browser allows</span>}
      </p>
      <div
        className="flex h-3 w-full overflow-hidden rounded-full bg-surface-2"
        role="img"
        aria-label={PARTS.map((p) => `${p.label} ${formatBytes(sizes[p.key])}`).join(', ')}
      >
        {PARTS.map((p) => (
          <div key={p.key} className={p.colour} style={{ width: `${(sizes[p.key] / total) * 100}%` }} />
        ))}
      </div>
      <ul className="grid grid-cols-1 gap-1.5 text-sm sm:grid-cols-2">
        {PARTS.map((p) => (
          <li key={p.key} className="flex items-center gap-2">
            <span aria-hidden className={`h-2.5 w-2.5 rounded-full ${p.colour}`} />
            <span className="flex-1">{p.label}</span>
            <span className="tabular-nums text-muted" data-testid={`storage-${p.key}`}>
              {formatBytes(sizes[p.key])}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
