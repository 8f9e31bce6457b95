// What the header's sync button shows, the same before and after its popover has loaded
// (sync-indicator.tsx draws it first, sync-popover.tsx once loaded): the state in words, its tone,
// and a count dot on phones.
import { AlertTriangle, Cloud, CloudOff, RefreshCw } from 'lucide-react'
import type { SyncStatus } from '../../data/sync-status.ts'

export type Tone = 'calm' | 'busy' | 'warn' | 'bad'

/** What the indicator says, most important first. */
export function describeSync(status: SyncStatus): { text: string; tone: Tone } {
  const { refused, waiting, online, syncing, problem, unreachable } = status
  if (refused.length > 0)
    return { text: `${refused.length} ${refused.length === 1 ? 'change' : 'changes'} refused`, tone: 'bad' }
  if (!online) return { text: waiting > 0 ? `Offline · ${waiting} waiting` : 'Offline', tone: 'warn' }
  // Online by the device's word, yet nothing answers: said until a round gets through.
  if (unreachable)
    return {
      text: waiting > 0 ? `Can't reach the server · ${waiting} waiting` : "Can't reach the server",
      tone: 'warn',
    }
  if (syncing) return { text: 'Syncing…', tone: 'busy' }
  if (waiting > 0) return { text: `${waiting} ${waiting === 1 ? 'change' : 'changes'} waiting`, tone: 'warn' }
  if (problem) return { text: 'Sync problem', tone: 'warn' }
  return { text: 'Synced', tone: 'calm' }
}

export const TONE_CLASS: Record<Tone, string> = {
  calm: 'text-muted',
  busy: 'text-accent',
  warn: 'text-amber-300',
  bad: 'text-danger',
}

function ToneIcon({ tone, online }: { tone: Tone; online: boolean }) {
  if (!online) return <CloudOff size={18} aria-hidden />
  if (tone === 'bad' || tone === 'warn') return <AlertTriangle size={18} aria-hidden />
  if (tone === 'busy') return <RefreshCw size={18} aria-hidden className="animate-spin-steps" />
  return <Cloud size={18} aria-hidden />
}

export interface SyncFaceProps {
  text: string
  tone: Tone
  online: boolean
  count: number
  className: string
}

/** What the button shows, the same before and after its popover has loaded. */
export function SyncFace({ text, tone, online, count }: SyncFaceProps) {
  return (
    <>
      <ToneIcon tone={tone} online={online} />
      {/* Words on wider screens only when there is something to say; phones get a count dot. */}
      <span className={tone === 'calm' ? 'sr-only' : 'hidden xl:inline'}>{text}</span>
      {count > 0 && (
        <span
          aria-hidden
          className="absolute right-0.5 top-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-current px-1 text-[10px] leading-none xl:hidden"
        >
          <span className="text-bg">{count}</span>
        </span>
      )}
    </>
  )
}
