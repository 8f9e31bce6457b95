// The install prompt: 3 s after load, unless dismissed for good,
// already installed or running standalone. With the browser's install event it offers Install
// App; without one, How to Install opens manual instructions. Hides once the app is installed, and
// waits while a new visitor's faction choice is on screen.
// It floats with the update card in the floating stack (floating-stack.tsx): arriving 3 s after
// load it moves nothing on the page (in the page's flow it pushed everything down by its height),
// and it covers neither the round buttons, the hero's controls nor the mini player. The manual
// steps' dialog loads once the card offers them.
import { useEffect, useId, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { Download } from 'lucide-react'
import { Button } from '../ui/button.tsx'
import { FloatingCard } from './floating-card.tsx'
import { faction } from '../settings/settings.ts'
import { $factionPickerOpen } from '../settings/faction-picker-open.ts'
import { lazyPart } from '../lib/lazy-part.ts'
import { useLazyPart } from '../ui/use-lazy-part.ts'
import {
  $installState,
  clearInstallPrompt,
  INSTALL_DISMISSED_KEY,
  INSTALL_PROMPT_DELAY_MS,
  isStandalone,
  shouldOfferInstall,
} from './install-state.ts'

const helpDialog = lazyPart(() => import('./install-help-dialog.tsx'))

function readDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === 'true'
  } catch {
    return false
  }
}

export function InstallCard() {
  const { promptEvent, installed } = useStore($installState)
  const [due, setDue] = useState(false)
  const [hidden, setHidden] = useState(readDismissed)
  const [helpOpen, setHelpOpen] = useState(false)
  const titleId = useId()
  const howToRef = useRef<HTMLButtonElement>(null)
  const help = useLazyPart(helpDialog)
  // The shared Dialog has no Radix Trigger, so Radix returns focus nowhere: bring it back here.
  const onHelpOpenChange = (open: boolean) => {
    setHelpOpen(open)
    if (!open) requestAnimationFrame(() => howToRef.current?.focus())
  }

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), INSTALL_PROMPT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  // A new visitor answers the faction choice first: the card does not stand beside it.
  const storedFaction = faction.use()
  const pickerOpen = useStore($factionPickerOpen)
  const choosingFaction = storedFaction === null || pickerOpen
  const showCard =
    due && !choosingFaction && shouldOfferInstall({ dismissed: hidden, installed, standalone: isStandalone() })
  const offersSteps = showCard && !promptEvent
  useEffect(() => {
    if (offersSteps) helpDialog.preload()
  }, [offersSteps])

  const dismiss = () => {
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, 'true')
    } catch {
      // Storage blocked: hidden for this page only.
    }
    setHidden(true)
  }

  const install = async () => {
    if (!promptEvent) return
    // The event can prompt once; either answer ends this card for the visit (accepting also
    // brings `appinstalled`, which hides it for good).
    clearInstallPrompt()
    setHidden(true)
    try {
      await promptEvent.prompt()
      await promptEvent.userChoice
    } catch {
      // The browser refused to show its dialog (the event was already used): the card simply
      // comes back on the next visit.
    }
  }

  return (
    <>
      {showCard && (
        <section aria-labelledby={titleId}>
          <FloatingCard
            icon={<Download size={20} aria-hidden />}
            title="Install Infinaeon Hub"
            titleId={titleId}
            actions={
              <>
                {promptEvent ? (
                  <Button variant="primary" size="sm" onClick={() => void install()}>
                    Install App
                  </Button>
                ) : (
                  <Button
                    ref={howToRef}
                    variant="primary"
                    size="sm"
                    onClick={() => {
                      helpDialog.preload()
                      setHelpOpen(true)
                    }}
                  >
                    How to Install
                  </Button>
                )}
                <Button variant="ghost" size="sm" onClick={dismiss}>
                  Dismiss
                </Button>
              </>
            }
          >
            Add the app to your home screen for quick access and reading offline.
          </FloatingCard>
        </section>
      )}
      {help && <help.InstallHelpDialog open={helpOpen} onOpenChange={onHelpOpenChange} />}
    </>
  )
}
