// The admin unlock: a password with show/hide, Login disabled while
// blank; the server checks it. Opened from anywhere with openAdminLogin() (admin-login-host.tsx).
// A plain modal layer (ui/plain-modal.tsx), not the other dialogs' Radix one: it is among a phone's
// first taps, and Radix's scroll lock restyled the whole page in the tap's frame (issue 55).
import { useId, useRef, useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import { Eye, EyeOff, X } from 'lucide-react'
import { PlainModal } from '../ui/plain-modal.tsx'
import { Button } from '../ui/button.tsx'
import { notify } from '../ui/toast/notify.ts'
import { login } from './admin-session.ts'
import { errorText } from '../lib/error-text.ts'
import { $adminLoginOpen } from './admin-login-open.ts'
import { DialogActions } from '../ui/dialog-actions.tsx'

const setOpen = (next: boolean) => $adminLoginOpen.set(next)

export function AdminLoginDialog() {
  const open = useStore($adminLoginOpen)
  const [password, setPassword] = useState('')
  const [visible, setVisible] = useState(false)
  const [pending, setPending] = useState(false)
  const inputId = useId()
  const titleId = useId()
  const descriptionId = useId()
  const input = useRef<HTMLInputElement>(null)

  const close = (next: boolean) => {
    setOpen(next)
    if (!next) {
      setPassword('')
      setVisible(false)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (password.trim() === '' || pending) return
    setPending(true)
    try {
      await login(password)
      notify({ title: 'Admin Access Granted', description: 'Welcome back! You now have full editing privileges.' })
      close(false)
    } catch (error) {
      notify({ ...errorText.login(error), variant: 'destructive' })
      setPassword('')
    } finally {
      setPending(false)
    }
  }

  return (
    <PlainModal
      open={open}
      // Not while the password is being checked.
      onDismiss={() => {
        if (!pending) close(false)
      }}
      labelledBy={titleId}
      describedBy={descriptionId}
      initialFocus={input}
      centred
      className="max-w-md rounded-2xl border border-border bg-surface p-5 text-text shadow-2xl"
    >
      <h2 id={titleId} className="pr-8 text-lg font-semibold">
        Admin Login
      </h2>
      <p id={descriptionId} className="mt-1 text-sm text-muted">
        Enter the admin password to upload, edit and delete stories.
      </p>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium">
            Password
          </label>
          <div className="relative flex">
            <input
              ref={input}
              id={inputId}
              type={visible ? 'text' : 'password'}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              className="h-11 w-full rounded-lg border border-border bg-bg px-3 pr-12 text-base text-text placeholder:text-muted focus:border-accent focus:outline-none"
              placeholder="Admin password"
            />
            <button
              type="button"
              onClick={() => setVisible((v) => !v)}
              aria-label={visible ? 'Hide password' : 'Show password'}
              aria-pressed={visible}
              className="absolute right-0 top-0 grid size-11 place-items-center rounded-lg text-muted hover:text-text"
            >
              {visible ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
            </button>
          </div>
        </div>
        <DialogActions busy={pending} onCancel={() => close(false)}>
          <Button type="submit" variant="primary" disabled={password.trim() === '' || pending}>
            {pending ? 'Logging in...' : 'Login'}
          </Button>
        </DialogActions>
      </form>
      <button
        type="button"
        onClick={() => close(false)}
        disabled={pending}
        aria-label="Close"
        className="absolute right-1.5 top-1.5 grid size-11 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-text disabled:opacity-40"
      >
        <X size={18} aria-hidden />
      </button>
    </PlainModal>
  )
}
