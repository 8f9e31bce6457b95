// The admin unlock (stories.md §2 Dialogs, §5, §8): a password with show/hide, Login disabled while
// blank; the server checks it. Opened from anywhere with openAdminLogin(); the shell hosts it.
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react'
import { Eye, EyeOff } from 'lucide-react'
import { Dialog } from './ui/dialog.tsx'
import { Button } from './ui/button.tsx'
import { notify } from './toast/notify.ts'
import { login } from '../sync/admin-session.ts'
import { ApiError } from '../api-client.ts'

let isOpen = false
const listeners = new Set<() => void>()
function setOpen(next: boolean): void {
  isOpen = next
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function openAdminLogin(): void {
  setOpen(true)
}

function failureMessage(error: unknown): { title: string; description: string } {
  if (error instanceof ApiError && error.status === 401) return { title: 'Access Denied', description: 'Invalid admin password. Please try again.' }
  if (error instanceof ApiError) return { title: 'Access Denied', description: error.serverMessage ?? error.message }
  return { title: 'Login failed', description: 'The server could not be reached. Check your connection and try again.' }
}

export function AdminLoginDialog() {
  const open = useSyncExternalStore(subscribe, () => isOpen, () => false)
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
      notify({ ...failureMessage(error), variant: 'destructive' })
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
