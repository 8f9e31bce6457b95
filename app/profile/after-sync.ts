// What the reader profile does on the page after each sync (issue 60): a pending link settles, and
// the profile's settings reach this device's preferences.
import { settlePendingLink } from './linking.ts'
import { applyProfileSettings } from './settings-bridge.ts'

export async function profileAfterSync(): Promise<void> {
  await settlePendingLink().catch(() => undefined)
  await applyProfileSettings()
}
