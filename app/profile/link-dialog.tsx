// Link a device (issue 60): a one-time link for another device, as a QR code and as text to copy
// or share, valid 10 minutes. While it is open the dialog asks every few seconds whether the link
// was used; once it was, this device is linked too and says when the other one joined.
import { useEffect, useState } from 'react'
import { Dialog } from '../ui/dialog.tsx'
import { Button } from '../ui/button.tsx'
import { shareUrl } from '../ui/share.ts'
import { lazyPart } from '../lib/lazy-part.ts'
import { useLazyPart } from '../ui/use-lazy-part.ts'
import { errorText } from '../lib/error-text.ts'
import { problemOf } from '../../client/api-error.ts'
import { checkPairing, startPairing, type PairingLink } from './linking.ts'
import { joinedTime } from './profile-state.ts'
import { PAIRING_TTL_MS } from '../../contract/profile-kinds.ts'

export const PAIRING_POLL_MS = 3_000
const qrPart = lazyPart(() => import('./pairing-qr.tsx'))

type Step =
  | { step: 'starting' }
  | { step: 'showing'; link: PairingLink }
  | { step: 'joined'; joinedAt: string }
  | { step: 'expired' }
  | { step: 'failed'; reason: string }

const remaining = (expiresAt: string, now: number) => Math.min(PAIRING_TTL_MS, Math.max(0, Date.parse(expiresAt) - now))
const minutesSeconds = (ms: number) => {
  const seconds = Math.ceil(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

export function LinkDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [state, setState] = useState<Step>({ step: 'starting' })
  const [now, setNow] = useState(Date.now())
  const qr = useLazyPart(qrPart, open)

  const start = () => {
    setState({ step: 'starting' })
    startPairing().then(
      (link) => setState({ step: 'showing', link }),
      (error: unknown) => setState({ step: 'failed', reason: errorText.problem(problemOf(error), 'request') }),
    )
  }
  useEffect(() => {
    if (!open) return
    qrPart.preload()
    start()
  }, [open])

  const link = state.step === 'showing' ? state.link : undefined
  useEffect(() => {
    if (!link) return
    const timer = setInterval(() => {
      setNow(Date.now())
      if (remaining(link.expiresAt, Date.now()) === 0) setState({ step: 'expired' })
    }, 1000)
    const poll = setInterval(() => {
      checkPairing(link).then(
        (joinedAt) => joinedAt && setState({ step: 'joined', joinedAt }),
        () => undefined, // Offline a moment: asked again at the next beat.
      )
    }, PAIRING_POLL_MS)
    return () => {
      clearInterval(timer)
      clearInterval(poll)
    }
  }, [link])

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Link a device"
      description="Open this link on your other device, or scan the code with its camera. Your favourites, follows, bookmarks, reading and listening places, settings, highlights and notes then stay the same on both. No account, no e-mail."
    >
      <div className="flex flex-col items-center gap-3" aria-live="polite">
        {state.step === 'starting' && <p className="text-sm text-muted">Making a link…</p>}
        {state.step === 'failed' && (
          <>
            <p className="text-sm" role="alert">
              Could not make a link. {state.reason}
            </p>
            <Button onClick={start}>Try again</Button>
          </>
        )}
        {state.step === 'expired' && (
          <>
            <p className="text-sm">This link is more than 10 minutes old and can no longer be used.</p>
            <Button variant="primary" onClick={start}>
              Make a new link
            </Button>
          </>
        )}
        {state.step === 'joined' && (
          <p className="text-sm font-medium" data-testid="pairing-joined">
            Linked. A device joined at {joinedTime(state.joinedAt)}. If that was not you, choose Forget me everywhere.
          </p>
        )}
        {link && (
          <>
            {qr ? <qr.PairingQr url={link.url} /> : <div className="h-56 w-56 rounded-lg bg-white" aria-hidden />}
            <p
              className="w-full break-all rounded-lg bg-surface-2 p-2 text-center font-mono text-xs"
              data-testid="pairing-link"
            >
              {link.url}
            </p>
            <p className="text-sm text-muted">
              Works once, for <span className="tabular-nums">{minutesSeconds(remaining(link.expiresAt, now))}</span>{' '}
              more. Waiting for the other device…
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button
                variant="primary"
                onClick={() =>
                  void shareUrl(
                    { title: 'Link a device', url: link.url },
                    'Open it on your other device within 10 minutes.',
                  )
                }
              >
                Share or copy the link
              </Button>
            </div>
          </>
        )}
        <Button className="self-end" onClick={() => onOpenChange(false)}>
          {state.step === 'joined' ? 'Done' : 'Close'}
        </Button>
      </div>
    </Dialog>
  )
}
