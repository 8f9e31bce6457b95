// Audio Settings' choice of the device voice that reads stories without narration (issue 25): the
// device's voices, the stories' language first; "Automatic" takes the best for that language.
// A device without voices says so.
import { useEffect, useState } from 'react'
import { loadVoices, orderVoices, storyLanguage } from '../player/voice/device-voices.ts'
import { SelectField } from './setting-fields.tsx'

/** Radix's select takes no empty value: the stored '' shows as this. */
const AUTOMATIC = 'automatic'

export function VoiceChoice({ value, onChange }: { value: string; onChange: (voice: string) => void }) {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[] | undefined>()
  useEffect(() => {
    let current = true
    void loadVoices().then((found) => {
      if (current) setVoices(orderVoices(found, storyLanguage()))
    })
    return () => {
      current = false
    }
  }, [])
  if (voices === undefined) return <p className="text-sm text-muted">Looking for this device's voices…</p>
  if (voices.length === 0)
    return <p className="text-sm text-muted">This device has no voices for reading stories aloud.</p>
  const options: Record<string, string> = { [AUTOMATIC]: 'Automatic' }
  for (const voice of voices)
    options[voice.voiceURI] = `${voice.name} (${voice.lang})${voice.localService ? '' : ', online only'}`
  return (
    <SelectField
      label="Voice for stories without narration"
      value={value && value in options ? value : AUTOMATIC}
      options={options}
      onChange={(chosen) => onChange(chosen === AUTOMATIC ? '' : chosen)}
    />
  )
}
