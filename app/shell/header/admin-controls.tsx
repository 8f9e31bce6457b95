// Header admin pieces: Admin login for visitors; for the admin an "Admin"
// badge with a logout control (in the menu on phones, where the header keeps the badge only), and
// the Upload Story button that opens the upload dialog.
import { FileMusic, LogIn, LogOut, ShieldCheck, Upload } from 'lucide-react'
import { openUpload } from '../../music/admin-upload-button.tsx'
import { useIsAdmin } from '../../settings/settings.ts'
import { logout } from '../../publishing/admin-session.ts'
import { openAdminLogin, preloadAdminLogin } from '../../publishing/admin-login-host.tsx'
import { Button } from '../../ui/button.tsx'
import { openUploadStory } from '../../publishing/story-dialog-host.tsx'

export function AdminControls() {
  const isAdmin = useIsAdmin()
  if (!isAdmin) {
    return (
      <Button
        variant="ghost"
        onClick={openAdminLogin}
        onPointerDown={preloadAdminLogin}
        onFocus={preloadAdminLogin}
        aria-label="Admin login"
        className="max-sm:w-11 max-sm:justify-center max-sm:px-0"
      >
        <LogIn size={18} aria-hidden />
        <span className="hidden sm:inline">Admin Login</span>
      </Button>
    )
  }
  return (
    <div className="flex items-center gap-1">
      <span className="inline-flex h-7 items-center gap-1 rounded-full border border-accent/50 bg-accent/15 px-1.5 text-xs font-semibold text-accent sm:px-2.5">
        <ShieldCheck size={14} aria-hidden />
        {/* Phones show the shield only; the word stays for screen readers. */}
        <span className="max-sm:sr-only">Admin</span>
      </span>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Log out of admin"
        title="Log out"
        onClick={() => void logout()}
        className="max-sm:hidden"
      >
        <LogOut size={18} aria-hidden />
      </Button>
    </div>
  )
}

/** Admin only: logging out, in the phone's menu. */
export function LogoutButton({ onDone }: { onDone: () => void }) {
  const isAdmin = useIsAdmin()
  if (!isAdmin) return null
  return (
    <Button
      variant="ghost"
      className="w-full justify-center"
      onClick={() => {
        onDone()
        void logout()
      }}
    >
      <LogOut size={16} aria-hidden />
      Log out of admin
    </Button>
  )
}

/** Admin only: the music uploads, in the menu (phones have no floating buttons for them). */
export function MusicUploadButtons({ onOpen }: { onOpen: () => void }) {
  const isAdmin = useIsAdmin()
  if (!isAdmin) return null
  return (
    <>
      <Button
        className="w-full justify-center"
        onClick={() => {
          onOpen()
          openUpload('track')
        }}
      >
        <FileMusic size={16} aria-hidden />
        Upload a Track
      </Button>
      <Button
        className="w-full justify-center"
        onClick={() => {
          onOpen()
          openUpload('background')
        }}
      >
        <Upload size={16} aria-hidden />
        Upload Background Music
      </Button>
    </>
  )
}

/** Admin only. */
export function UploadStoryButton({ className = '', onOpen }: { className?: string; onOpen?: () => void }) {
  const isAdmin = useIsAdmin()
  if (!isAdmin) return null
  return (
    <span className={className}>
      <Button
        variant="primary"
        className="w-full justify-center"
        onClick={() => {
          onOpen?.()
          openUploadStory()
        }}
      >
        <Upload size={16} aria-hidden />
        Upload Story
      </Button>
    </span>
  )
}
