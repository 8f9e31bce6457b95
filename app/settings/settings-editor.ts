// What every settings dialog does with its stored preference: read it live, change some fields,
// and reset it to the defaults with the spec's "Settings Reset" toast.
import type { Preference } from './preferences.ts'
import { notify } from '../ui/toast/notify.ts'

export function useSettingsEditor<T extends object>(preference: Preference<T>, defaults: T, resetDescription: string) {
  const value = preference.use()
  const change = (patch: Partial<T>) => preference.write({ ...preference.read(), ...patch })
  const reset = () => {
    preference.write(defaults)
    notify({ title: 'Settings Reset', description: resetDescription })
  }
  return { value, change, reset }
}
