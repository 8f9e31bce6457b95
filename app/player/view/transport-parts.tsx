// What the story player's and the music page's transports share: the round play/pause button (a
// start the browser refuses is told, with why), and the volume of one Audio Settings channel.
import { Pause, Play } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { RangeSlider } from '../../ui/range-slider.tsx'
import { notify } from '../../ui/toast/notify.ts'
import { audioSettings } from '../../settings/settings.ts'
import { errorText } from '../../lib/error-text.ts'
import { $player, togglePlay } from '../player.ts'

const SIZES = { large: ['h-14 w-14', 26], medium: ['h-12 w-12', 22] } as const

export function PlayPauseButton({
  playing,
  disabled,
  size,
}: {
  playing: boolean
  disabled: boolean
  size: keyof typeof SIZES
}) {
  const [box, icon] = SIZES[size]
  const toggle = async () => {
    const failure = await togglePlay()
    if (failure) notify({ ...errorText.playback(failure, $player.get().item?.kind), variant: 'destructive' })
  }
  return (
    <Button
      variant="primary"
      disabled={disabled}
      aria-label={playing ? 'Pause' : 'Play'}
      onClick={() => void toggle()}
      className={`${box} justify-center rounded-full`}
    >
      {playing ? <Pause size={icon} aria-hidden /> : <Play size={icon} aria-hidden className="translate-x-0.5" />}
    </Button>
  )
}

/** 0–100, times the master volume: the story channel or the music channel. */
export function ChannelVolume({ channel, label }: { channel: 'storyAudioVolume' | 'musicVolume'; label: string }) {
  const volume = audioSettings.use()[channel]
  return (
    <label className="flex items-center gap-3 text-sm">
      <span className="w-16 shrink-0 text-muted">Volume</span>
      <RangeSlider
        name={{ label }}
        value={volume}
        step={1}
        valueText={`${volume}%`}
        onChange={(value) => audioSettings.write({ ...audioSettings.read(), [channel]: value })}
      />
    </label>
  )
}
