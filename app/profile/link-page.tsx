// /link (issue 60): the page a pairing link opens on the device joining. It joins only on a tap,
// so a link preview or a prefetch that runs scripts cannot use the one-time secret, and writes
// nothing on this device before the server said yes.
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Link2 } from 'lucide-react'
import { Button, buttonClass } from '../ui/button.tsx'
import { errorText } from '../lib/error-text.ts'
import { problemOf } from '../../client/api-error.ts'
import { hasPairingSecret, takePairingSecret } from './pairing-fragment.ts'
import { redeemPairing } from './linking.ts'
import { useProfileView } from './profile-state.ts'

type Step = 'ready' | 'linking' | 'linked' | { failed: string }

export function LinkPage() {
  const view = useProfileView()
  const [hasSecret] = useState(hasPairingSecret)
  const [step, setStep] = useState<Step>('ready')
  const link = async () => {
    const secret = takePairingSecret()
    if (!secret) return
    setStep('linking')
    try {
      await redeemPairing(secret)
      setStep('linked')
    } catch (error) {
      setStep({ failed: errorText.problem(problemOf(error), 'request') })
    }
  }
  const alreadyLinked = view?.state === 'linked' && step !== 'linked'
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">Link this device</h1>
      <div aria-live="polite" className="flex flex-col gap-3">
        {step === 'linked' ? (
          <>
            <p data-testid="link-result">
              Linked. This device now shares your favourites, follows, bookmarks, places, settings, highlights and notes
              with your other device.
            </p>
            <Link to="/" className={buttonClass('primary', 'md', 'self-start')}>
              Go to the stories
            </Link>
          </>
        ) : alreadyLinked ? (
          <p>
            This device is already linked to a reader profile. To join another one, first choose Unlink this device in{' '}
            <Link to="/data-settings" hash="devices" className="underline">
              Data Settings
            </Link>
            , then open the link again.
          </p>
        ) : typeof step === 'object' ? (
          <p role="alert" data-testid="link-result">
            {step.failed}
          </p>
        ) : hasSecret ? (
          <>
            <p>
              Your other device asked to link this one. Once linked, both keep the same favourites, follows, bookmarks,
              reading and listening places, settings, highlights and notes. No account is made; you can unlink at any
              time in Data Settings.
            </p>
            <Button variant="primary" className="self-start" disabled={step === 'linking'} onClick={() => void link()}>
              <Link2 size={16} aria-hidden />
              {step === 'linking' ? 'Linking…' : 'Link this device'}
            </Button>
          </>
        ) : (
          <p data-testid="link-result">
            This page needs the whole link from your other device. Open the link again, or on the other device choose
            Link a device in Data Settings for a new one.
          </p>
        )}
      </div>
    </div>
  )
}
