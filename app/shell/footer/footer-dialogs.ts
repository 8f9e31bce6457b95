// Which of the footer's dialogs is open (site-footer.tsx): the phone's menu opens Subscribe too.
// Apart from the footer, so the menu's code does not reach into the first screen's chunk.
import { atom } from 'nanostores'

export type FooterDialog = 'reading' | 'theme' | 'audio' | 'subscribe' | undefined

export const $footerDialog = atom<FooterDialog>()
export const openFooterDialog = (which: FooterDialog) => $footerDialog.set(which)
