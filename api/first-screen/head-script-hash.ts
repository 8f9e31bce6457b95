// The CSP's leave for the one inline script of a drawn page (page/head-script.ts), by its hash
// (api/plugins/security.ts).
import { createHash } from 'node:crypto'
import { HEAD_SCRIPT } from '../../page/head-script.ts'

export const HEAD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`
