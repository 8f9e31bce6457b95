// The quiet sync state in the header (DESIGN §4): offline, syncing, "N changes waiting", a sync
// problem, or refused changes; the popover explains it and lists every change on its way with its
// state, with Retry and Discard.
import { Popover } from 'radix-ui'
import { AlertTriangle, Cloud, CloudOff, RefreshCw } from 'lucide-react'
import { useSyncStatus, type SyncStatus } from '../../data/sync-status.ts'
import { SyncDetails } from './sync-details.tsx'

type Tone = 'calm' | 'busy' | 'warn' | 'bad'

/** What the indicator says, most important first. */
export function describeSync(status: SyncStatus): { text: string; tone: Tone } {
  const { refused, waiting, online, syncing, problem } = status
  if (refused.length > 0) return { text: `${refused.length} ${refused.length === 1 ? 'change' : 'changes'} refused`, tone: 'bad' }
  if (!online) return { text: waiting > 0 ? `Offline · ${waiting} waiting` : 'Offline', tone: 'warn' }
  if (syncing) return { text: 'Syncing…', tone: 'busy' }
  if (waiting > 0) return { text: `${waiting} ${waiting === 1 ? 'change' : 'changes'} waiting`, tone: 'warn' }
  if (problem) return { text: 'Sync problem', tone: 'warn' }
  return { text: 'Synced', tone: 'calm' }
}

const TONE_CLASS: Record<Tone, string> = {
  calm: 'text-muted',
  busy: 'text-accent',
  warn: 'text-amber-300',
  bad: 'text-danger',
}

function ToneIcon({ tone, online }: { tone: Tone; online: boolean }) {
  if (!online) return <CloudOff size={18} aria-hidden />
  if (tone === 'bad' || tone === 'warn') return <AlertTriangle size={18} aria-hidden />
  if (tone === 'busy') return <RefreshCw size={18} aria-hidden className="animate-spin" />
  return <Cloud size={18} aria-hidden />
}

export function SyncIndicator() {
  const status = useSyncStatus()
  const { text, tone } = describeSync(status)
  const count = status.refused.length || status.waiting
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={`Sync status: ${text}`}
        data-testid="sync-indicator"
        className={`relative inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg px-2 text-xs font-medium transition hover:bg-surface-2 ${TONE_CLASS[tone]}`}
      >
        <ToneIcon tone={tone} online={status.online} />
        {/* Words on wider screens only when there is something to say; phones get a count dot. */}
        <span className={tone === 'calm' ? 'sr-only' : 'hidden xl:inline'}>{text}</span>
        {count > 0 && (
          <span aria-hidden className="absolute right-0.5 top-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-current px-1 text-[10px] leading-none xl:hidden">
            <span className="text-bg">{count}</span>
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="Sync status"
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-[min(20rem,calc(100vw-1.5rem))] rounded-xl border border-border bg-surface p-4 text-sm text-text shadow-2xl"
        >
          <SyncDetails status={status} summary={text} />
          <Popover.Arrow className="fill-border" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
