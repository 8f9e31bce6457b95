// Audio Settings › Server audio cache: how full the server's memory cache of
// proxied legacy audio is (refreshed every 30 s while shown), a warm-up of the newest stories'
// legacy links with its result, and, for the admin, Clear.
import { useId, useState } from 'react'
import { Button } from '../ui/button.tsx'
import { notify } from '../ui/toast/notify.ts'
import { useIsAdmin } from './settings.ts'
import {
  clearAudioCache,
  useAudioCacheStatus,
  useStoriesToWarm,
  warmAudioCache,
  type AudioCacheState,
  type AudioCacheWarmupResult,
} from '../player/audio-cache.ts'
import { formatBytes } from '../lib/bytes.ts'
import { errorText } from '../lib/error-text.ts'
import { SettingsSection } from './settings-section.tsx'

function StatusLine({ cache }: { cache: AudioCacheState }) {
  if (cache.state === 'unavailable') return <p className="text-sm text-muted">{errorText.audioCacheOffline()}</p>
  if (cache.state === 'loading') return <p className="text-sm text-muted">Checking the cache…</p>
  const { cacheSize, maxCacheSize, totalMemoryUsed } = cache.status
  return (
    <p className="text-sm tabular-nums">
      {cacheSize} of {maxCacheSize} files · {formatBytes(totalMemoryUsed)}
    </p>
  )
}

export function ServerAudioCacheSection() {
  const cache = useAudioCacheStatus()
  const toWarm = useStoriesToWarm()
  const isAdmin = useIsAdmin()
  const [busy, setBusy] = useState<'warm' | 'clear' | null>(null)
  const [result, setResult] = useState<AudioCacheWarmupResult | null>(null)
  const noteId = useId()
  const canWarm = (toWarm?.length ?? 0) > 0

  async function warm() {
    if (!toWarm?.length) return
    setBusy('warm')
    try {
      setResult(await warmAudioCache(toWarm.map((s) => s.url)))
    } catch (error) {
      notify({ ...errorText.warmAudioCache(error), variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }

  async function clear() {
    setBusy('clear')
    try {
      await clearAudioCache()
      setResult(null)
      notify({ title: 'Cache Cleared' })
    } catch (error) {
      notify({ ...errorText.clearAudioCache(error), variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }

  const titleOf = (url: string) => toWarm?.find((s) => s.url === url)?.story.title ?? url
  return (
    <SettingsSection title="Server audio cache">
      <StatusLine cache={cache} />
      <p id={noteId} className="text-xs text-muted">
        {toWarm === undefined
          ? null
          : canWarm
            ? `Warm up loads the legacy audio links of the ${toWarm.length === 1 ? 'newest story' : `${toWarm.length} newest stories`} into the server, so they start quickly.`
            : 'No story has a legacy audio link to warm up.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={!canWarm || busy !== null} aria-describedby={noteId} onClick={() => void warm()}>
          {busy === 'warm' ? 'Warming up…' : 'Warm up'}
        </Button>
        {isAdmin && (
          <Button size="sm" variant="danger" disabled={busy !== null} onClick={() => void clear()}>
            {busy === 'clear' ? 'Clearing…' : 'Clear'}
          </Button>
        )}
      </div>
      <div role="status" className="text-sm empty:hidden">
        {result && (
          <p>
            Cached {result.cached.length}, {result.failed.length} failed
          </p>
        )}
        {result && result.failed.length > 0 && (
          <ul aria-label="Not cached" className="mt-1 flex flex-col gap-1 text-xs text-muted">
            {result.failed.map((f) => (
              <li key={f.url}>
                <span className="font-medium text-text">{titleOf(f.url)}</span>: {f.message}
              </li>
            ))}
          </ul>
        )}
      </div>
    </SettingsSection>
  )
}
