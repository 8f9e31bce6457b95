// A small audio bar fixed at the bottom of the reader with the browser's own controls; the full
// player comes with the publishing issue. It starts playing when opened from the Listen button.
import { useEffect, useRef, useState } from 'react'
import { X } from 'lucide-react'
import { notify } from '../../../components/toast/notify.ts'
import { errorText } from '../../../lib/error-text.ts'
import { iconButton, type ThemeClasses } from './reader-theme.ts'

interface Props {
  source: string
  title: string
  theme: ThemeClasses
  onClose: () => void
}

export function ListenBar({ source, title, theme, onClose }: Props) {
  const audio = useRef<HTMLAudioElement>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    audio.current?.play().catch((error: unknown) => {
      // Autoplay refusals are not failures: the person can press play in the controls.
      if (error instanceof DOMException && error.name === 'NotAllowedError') return
      if (error instanceof DOMException && error.name === 'AbortError') return
      notify({ ...errorText.playback(), variant: 'destructive' })
    })
  }, [source])

  return (
    <div role="region" aria-label="Story audio" className={`fixed inset-x-0 bottom-0 z-40 border-t ${theme.bar}`}>
      <div className="mx-auto flex max-w-2xl items-center gap-2 px-3 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs font-semibold">{title}</p>
          {failed
            ? <p role="alert" className="text-xs text-red-500">{errorText.audioLoad().title}</p>
            : <audio ref={audio} controls crossOrigin="anonymous" preload="metadata" src={source} onError={() => setFailed(true)} className="mt-1 h-10 w-full" />}
        </div>
        <button type="button" onClick={onClose} aria-label="Close audio player" className={iconButton(theme)}>
          <X size={20} aria-hidden />
        </button>
      </div>
    </div>
  )
}
