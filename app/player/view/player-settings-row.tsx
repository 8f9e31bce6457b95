// Speed (0.5–2× in 0.1 steps, remembered for this story) and the sleep timer: minutes, or the end
// of the story (of the chapter, for a device voice, which stops between paragraphs).
import { SelectField } from '../../settings/setting-fields.tsx'
import { PLAYBACK_SPEED } from '../audio-settings.ts'
import { setSleepTimer, setSpeed, type PlayerView } from '../player.ts'
import { SLEEP_MINUTES, sleepLabel, type SleepChoice } from '../sleep-timer.ts'

const steps = Math.round((PLAYBACK_SPEED.max - PLAYBACK_SPEED.min) / PLAYBACK_SPEED.step)
const SPEEDS = Object.fromEntries(
  Array.from({ length: steps + 1 }, (_, i) => {
    const speed = (PLAYBACK_SPEED.min + i * PLAYBACK_SPEED.step).toFixed(1)
    return [speed, `${speed}×`]
  }),
) as Record<string, string>

const sleepOptions = (end: string): Record<string, string> => ({
  off: 'Off',
  ...Object.fromEntries(SLEEP_MINUTES.map((m) => [String(m), `${m} minutes`])),
  end,
})

export function PlayerSettingsRow({ view, voiced }: { view: PlayerView; voiced: boolean }) {
  const sleepValue = view.sleep === null ? 'off' : view.sleep.kind === 'end' ? 'end' : String(view.sleep.minutes)
  const sleepLeft =
    view.sleep?.kind === 'end' && voiced
      ? 'Stops at the end of the chapter'
      : sleepLabel(view.sleep, view.sleepRemainingMs)
  const chooseSleep = (value: string) =>
    setSleepTimer(value === 'off' ? null : value === 'end' ? 'end' : (Number(value) as SleepChoice))
  return (
    <div className="grid grid-cols-2 gap-3">
      <SelectField
        label="Speed"
        value={view.speed.toFixed(1)}
        options={SPEEDS}
        onChange={(value) => setSpeed(Number(value))}
      />
      <div className="flex flex-col gap-1">
        <SelectField
          label="Sleep timer"
          value={sleepValue}
          options={sleepOptions(voiced ? 'End of chapter' : 'End of story')}
          onChange={chooseSleep}
        />
        {sleepLeft && (
          <p className="text-xs text-muted" data-testid="sleep-left">
            {sleepLeft}
          </p>
        )}
      </div>
    </div>
  )
}
