// The first part of a drawn page's inline script (head-script.ts): before the first paint it puts
// the device's look on <html>, reading the same keys as the app (localStorage, or sessionStorage
// when functional cookies are off): the faction (data-faction) and the reader's theme, font size
// and line spacing (data-reader-theme, --reader-font-size, --reader-line-spacing), which the
// stylesheet applies. The app keeps them there afterwards (app/settings/page-look.ts) and snaps
// a value between steps.
import { FACTION_IDS } from './factions.ts'
import { FONT_SIZE, LINE_SPACING, READER_THEMES, READING_SETTINGS_KEY } from './reading-bounds.ts'

/** No `<` in the script: the page carries it as it is. */
const within = (name: string, range: { min: number; max: number }) => `${name}>=${range.min}&&${range.max}>=${name}`

export const THEME_SCRIPT =
  'try{var d=document.documentElement,g=function(k){return sessionStorage.getItem(k)||localStorage.getItem(k)};' +
  `var f=g('selectedFaction');if(${JSON.stringify(FACTION_IDS)}.indexOf(f)>=0)d.dataset.faction=f;` +
  `var r=JSON.parse(g('${READING_SETTINGS_KEY}'))||{},s=r.fontSize,l=r.lineSpacing;` +
  `if(${JSON.stringify(READER_THEMES)}.indexOf(r.theme)>=0)d.dataset.readerTheme=r.theme;` +
  `if(${within('s', FONT_SIZE)})d.style.setProperty('--reader-font-size',s+'px');` +
  `if(${within('l', LINE_SPACING)})d.style.setProperty('--reader-line-spacing',l)}catch(e){}`
