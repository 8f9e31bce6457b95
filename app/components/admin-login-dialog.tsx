// The admin unlock (stories.md §2 Dialogs, §5, §8): a password with show/hide, Login disabled while
// blank; the server checks it. Opened from anywhere with openAdminLogin() (admin-login-host.tsx).
import { useId, useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import { Eye, EyeOff } from 'lucide-react'
import { Dialog, preloadDialog } from './ui/dialog.tsx'
import { Button } from './ui/button.tsx'
import { notify } from './toast/notify.ts'
import { login } from '../data/stores/admin-session.ts'
import { errorText } from '../lib/error-text.ts'
import { $adminLoginOpen } from './admin-login-host.tsx'

const setOpen = (next: boolean) => $adminLoginOpen.set(next)
// Loaded at idle or by the press that opens it: the Radix half is fetched now, not after a later
// idle moment, which a busy first visit may not have (a press then waited for three files in turn).
preloadDialog()

export function AdminLoginDialog() {
  const open = useStore($adminLoginOpen)
  const [password, setPassword] = useState('')
  const [visible, setVisible] = useState(false)
  const [pending, setPending] = useState(false)
  const inputId = useId()

  const close = (next: boolean) => {
    setOpen(next)
    if (!next) { setPassword(''); setVisible(false) }
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
    <Dialog open={open} onOpenChange={close} title="Admin Login" description="Enter the admin password to upload, edit and delete stories." locked={pending}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium">Password</label>
          <div className="relative flex">
            <input
              id={inputId}
              type={visible ? 'text' : 'password'}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              autoFocus
              className="h-11 w-full rounded-lg border border-border bg-bg px-3 pr-12 text-base text-text placeholder:text-muted focus:border-accent focus:outline-none"
              placeholder="Admin password"
            />
            <button
              type="button"
              onClick={() => setVisible((v) => !v)}
              aria-label={visible ? 'Hide password' : 'Show password'}
              aria-pressed={visible}
              className="absolute right-0.5 top-0.5 grid h-10 w-10 place-items-center rounded-lg text-muted hover:text-text"
            >
              {visible ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
            </button>
          </div>
        </div>
        <div className="flex justify-end gap-2">
          <Button onClick={() => close(false)} disabled={pending}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={password.trim() === '' || pending}>
            {pending ? 'Logging in...' : 'Login'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
