// Audio Settings: volumes, playback and equaliser, stored on the device through
// audioSettings (the player reads them; Reset restores their defaults), the device voice that
// reads stories without narration, then the stories kept for offline listening and the server's
// audio cache.
import { Dialog } from '../ui/dialog.tsx'
import { useSettingsEditor } from './settings-editor.ts'
import { audioSettings } from './settings.ts'
import { AUDIO_QUALITIES, DEFAULT_AUDIO_SETTINGS, PLAYBACK_SPEED } from '../player/audio-settings.ts'
import { SelectField, SliderField, SwitchField, SettingsActions } from './setting-fields.tsx'
import { SettingsSection as Section } from './settings-section.tsx'
import { DownloadsSection } from './downloads-section.tsx'
import { VoiceChoice } from './voice-choice.tsx'
import { ServerAudioCacheSection } from './server-audio-cache-section.tsx'

const PERCENT = { min: 0, max: 100, step: 1 } as const
const percent = (value: number) => `${value}%`
const speed = (value: number) => `${value.toFixed(1)}×`

export function AudioSettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const {
    value: s,
    change,
    reset,
  } = useSettingsEditor(audioSettings, DEFAULT_AUDIO_SETTINGS, 'Audio settings are back to their defaults.')

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Audio Settings"
      description="How stories and background music sound on this device."
    >
      <div className="flex flex-col gap-5">
        <Section title="Volume">
          <SliderField
            label="Master volume"
            {...PERCENT}
            value={s.masterVolume}
            format={percent}
            onChange={(masterVolume) => change({ masterVolume })}
          />
          <SliderField
            label="Story audio volume"
            {...PERCENT}
            value={s.storyAudioVolume}
            format={percent}
            onChange={(storyAudioVolume) => change({ storyAudioVolume })}
          />
          <SliderField
            label="Music volume"
            {...PERCENT}
            value={s.musicVolume}
            format={percent}
            onChange={(musicVolume) => change({ musicVolume })}
          />
          <SliderField
            label="Background music volume"
            {...PERCENT}
            value={s.backgroundMusicVolume}
            format={percent}
            onChange={(backgroundMusicVolume) => change({ backgroundMusicVolume })}
          />
          <SwitchField
            label="Background music"
            checked={s.backgroundMusicEnabled}
            onChange={(backgroundMusicEnabled) => change({ backgroundMusicEnabled })}
          />
        </Section>
        <Section title="Playback">
          <SwitchField
            label="Auto-play"
            hint="Start story audio when it is ready"
            checked={s.autoPlay}
            onChange={(autoPlay) => change({ autoPlay })}
          />
          <SwitchField
            label="Preload audio"
            hint="Fetch audio ahead so it starts quickly"
            checked={s.preloadAudio}
            onChange={(preloadAudio) => change({ preloadAudio })}
          />
          <SwitchField
            label="Skip silence"
            checked={s.skipSilence}
            onChange={(skipSilence) => change({ skipSilence })}
          />
          <SliderField
            label="Playback speed"
            {...PLAYBACK_SPEED}
            value={s.playbackSpeed}
            format={speed}
            onChange={(playbackSpeed) => change({ playbackSpeed })}
          />
          <SelectField
            label="Audio quality"
            value={s.audioQuality}
            options={AUDIO_QUALITIES}
            onChange={(audioQuality) => change({ audioQuality })}
          />
        </Section>
        <Section title="Equalizer">
          <SwitchField label="Equalizer" checked={s.equalizer} onChange={(equalizer) => change({ equalizer })} />
          <SliderField
            label="Bass"
            {...PERCENT}
            value={s.bass}
            format={percent}
            onChange={(bass) => change({ bass })}
          />
          <SliderField
            label="Treble"
            {...PERCENT}
            value={s.treble}
            format={percent}
            onChange={(treble) => change({ treble })}
          />
        </Section>
        <Section title="Reading voice">
          <VoiceChoice value={s.voice} onChange={(voice) => change({ voice })} />
        </Section>
        <DownloadsSection />
        <ServerAudioCacheSection />
        <SettingsActions onReset={reset} onDone={() => onOpenChange(false)} />
      </div>
    </Dialog>
  )
}
