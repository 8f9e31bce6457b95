// Unlink this device, or Forget me everywhere (issue 60): asked once more, then done on the server
// first (this device's secret is dropped only once the server has acted). Either way every
// favourite, note, place and setting stays on this device.
import { useState } from 'react'
import { Dialog } from '../ui/dialog.tsx'
import { Button } from '../ui/button.tsx'
import { DialogActions } from '../ui/dialog-actions.tsx'
import { notify } from '../ui/toast/notify.ts'
import { errorText } from '../lib/error-text.ts'
import { problemOf } from '../../client/api-error.ts'
import { leaveProfile } from './linking.ts'

export type Leaving = 'unlink' | 'forget'

const WORDS: Record<Leaving, { title: string; description: string; action: string; done: string }> = {
  unlink: {
    title: 'Unlink this device',
    description:
      'This device stops sharing with your other devices. It keeps everything it has now; your other devices keep theirs.',
    action: 'Unlink',
    done: 'This device is no longer linked. Everything it had stays here.',
  },
  forget: {
    title: 'Forget me everywhere',
    description:
      'The server deletes your reader profile and everything it kept for it: favourites, follows, bookmarks, places, settings, highlights and notes. Every linked device stops sharing, and each keeps its own copy. This cannot be undone.',
    action: 'Forget me everywhere',
    done: 'The server no longer keeps anything of your profile. Each device keeps its own copy.',
  },
}

export function LeaveDialog({ leaving, onClose }: { leaving: Leaving | undefined; onClose: () => void }) {
  const [busy, setBusy] = useState(false)
  const words = WORDS[leaving ?? 'unlink']
  const leave = async () => {
    setBusy(true)
    try {
      await leaveProfile(leaving === 'forget')
      notify({ title: words.title, description: words.done })
      onClose()
    } catch (error) {
      notify({
        title: `${words.title} failed`,
        description: errorText.problem(problemOf(error), 'request'),
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open={leaving !== undefined}
      onOpenChange={(open) => !open && onClose()}
      locked={busy}
      title={words.title}
      description={words.description}
    >
      <DialogActions busy={busy} onCancel={onClose}>
        <Button variant="danger" disabled={busy} onClick={() => void leave()}>
          {busy ? 'Working…' : words.action}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
