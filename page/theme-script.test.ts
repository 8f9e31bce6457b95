// The drawn page's inline script, run as the browser runs it: it puts the stored look on <html>
// and leaves out anything it cannot trust.
import { describe, expect, it } from 'vitest'
import { THEME_SCRIPT } from './theme-script.ts'

function runScript(local: Record<string, string>, session: Record<string, string> = {}) {
  const root = { dataset: {} as Record<string, string>, properties: {} as Record<string, string> }
  const html = {
    dataset: root.dataset,
    style: {
      setProperty: (name: string, value: unknown) => {
        root.properties[name] = String(value)
      },
    },
  }
  const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null })
  new Function('document', 'localStorage', 'sessionStorage', THEME_SCRIPT)(
    { documentElement: html },
    storage(local),
    storage(session),
  )
  return root
}

describe('the theme script', () => {
  it("puts the faction and the reader's theme, size and spacing on <html>", () => {
    const root = runScript({
      selectedFaction: 'curve',
      reading_settings: '{"fontSize":20,"lineSpacing":1.8,"theme":"sepia"}',
    })
    expect(root.dataset).toEqual({ faction: 'curve', readerTheme: 'sepia' })
    expect(root.properties).toEqual({ '--reader-font-size': '20px', '--reader-line-spacing': '1.8' })
  })

  it("reads this visit's storage first (functional cookies off)", () => {
    const root = runScript({ reading_settings: '{"theme":"light"}' }, { reading_settings: '{"theme":"sepia"}' })
    expect(root.dataset.readerTheme).toBe('sepia')
  })

  it('leaves out values it does not know, and the rest still applies', () => {
    const root = runScript({
      selectedFaction: 'pirates',
      reading_settings: '{"fontSize":90,"lineSpacing":"x","theme":"neon"}',
    })
    expect(root.dataset).toEqual({})
    expect(root.properties).toEqual({})
    const broken = runScript({ selectedFaction: 'knights', reading_settings: '{not json' })
    expect(broken.dataset).toEqual({ faction: 'knights' })
  })

  it('does nothing on a first visit', () => {
    expect(runScript({})).toEqual({ dataset: {}, properties: {} })
  })
})
