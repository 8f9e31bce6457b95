// The pairing link's secret (issue 60) travels in the URL's fragment (`/link#k=…`), which no
// request carries. The page takes it out of the address at once, before the router or anything
// else reads `location`, and keeps it only in this module: no history entry, reload or shared
// address holds it afterwards. main.tsx imports this first.
import { LINK_PATH, PAIRING_FRAGMENT_KEY } from '../../contract/limits.ts'

let pairingSecret: string | undefined

if (typeof location !== 'undefined' && location.pathname === LINK_PATH && location.hash.length > 1) {
  pairingSecret = new URLSearchParams(location.hash.slice(1)).get(PAIRING_FRAGMENT_KEY) ?? undefined
  history.replaceState(null, '', LINK_PATH)
}

/** The secret this page was opened with; given once (a second read, after a redeem, has none). */
export function takePairingSecret(): string | undefined {
  const secret = pairingSecret
  pairingSecret = undefined
  return secret
}

/** Whether the page was opened with a secret still to be used. */
export const hasPairingSecret = () => pairingSecret !== undefined
