// The device's look, kept on <html> where a drawn page's first script put it before the first
// paint (page/theme-script.ts): the faction (data-faction) and the reader's theme, font
// size and line spacing (data-reader-theme, --reader-font-size, --reader-line-spacing). The
// stylesheet does the rest, so the server's drawing and the hydrated page are the same markup and
// nothing changes colour or size as the app starts. Follows every change (settings, other tabs).
import { faction, readingSettings } from './settings.ts'

export function followPageLook(root: HTMLElement = document.documentElement): () => void {
  const stopFaction = faction.subscribe((current) => {
    if (current) root.dataset.faction = current
    else delete root.dataset.faction
  })
  const stopReading = readingSettings.subscribe(({ theme, fontSize, lineSpacing }) => {
    root.dataset.readerTheme = theme
    root.style.setProperty('--reader-font-size', `${fontSize}px`)
    root.style.setProperty('--reader-line-spacing', String(lineSpacing))
  })
  return () => {
    stopFaction()
    stopReading()
  }
}
