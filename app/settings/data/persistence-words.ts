// What Data Settings says about whether the browser keeps this device's data for good
// (navigator.storage.persisted()): Safari clears a site's storage after 7 days without a visit,
// and any browser may when space runs low, unless the site is installed or its storage persistent.
// https://webkit.org/blog/14403/updates-to-storage-policy/
import type { Persistence } from '../../pwa/storage-persistence.ts'

export interface PersistenceWords {
  status: string
  /** Whether to offer asking the browser (again). */
  canAsk: boolean
}

export const PERSISTENCE_CHECKING = 'Checking whether this browser keeps what this device holds…'

const STATUS: Record<Persistence, string> = {
  granted:
    'Kept until you clear it: this browser keeps the stories, downloads and changes waiting to be sent on this device until you clear them.',
  'not-granted':
    'Not kept for good: the browser may clear what this device keeps when space runs low, or (Safari) after 7 days without a visit. Installing the app to the Home Screen protects it.',
  unknown: 'This browser cannot tell whether it keeps what this device holds for good.',
}

export function persistenceWords(persistence: Persistence): PersistenceWords {
  return { status: STATUS[persistence], canAsk: persistence === 'not-granted' }
}

/** The browser's answer to the person's own request. */
export function persistenceAnswer(answer: Persistence): string {
  if (answer === 'granted') return 'The browser said yes.'
  if (answer === 'not-granted')
    return 'The browser said no. Installing the app to the Home Screen, or visiting often, makes a yes more likely.'
  return 'The browser did not answer.'
}
