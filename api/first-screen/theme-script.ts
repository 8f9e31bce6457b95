// The one inline script a drawn page carries: it puts the reader's faction theme on <html> before
// the first paint (the app itself applies it only after hydration), reading the same keys as the
// app (localStorage, or sessionStorage when functional cookies are off). The CSP allows exactly
// this script by its hash (api/plugins/security.ts).
import { createHash } from 'node:crypto'
import { FACTION_IDS } from '../../db/schema/factions.ts'

export const THEME_SCRIPT = `try{var f=sessionStorage.getItem('selectedFaction')||localStorage.getItem('selectedFaction');`
  + `if(${JSON.stringify(FACTION_IDS)}.indexOf(f)>=0)document.documentElement.dataset.faction=f}catch(e){}`

export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`
