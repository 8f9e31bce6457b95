// The three faction cards (knights, curve, neutral) as one radio group; used by the first-run
// picker and by Theme Options. Plain buttons with the radio role, not Radix's RadioGroup: a card is
// a phone's first tap, and Radix's group rendered again on the press, on focus and on the click
// (one 100 ms task at CPU 4× with a first sync under way, issue 55). The keys are a radio group's:
// the arrows move to the next card and choose it, Tab enters at the chosen one.
import { useRef, type CSSProperties, type KeyboardEvent } from 'react'
import { Check } from 'lucide-react'
import { FACTIONS, FACTION_IDS, type Faction } from './faction.ts'

/** The swatch of each faction; the same colours as the accents in styles.css. */
const SWATCH: Record<Faction, string> = { knights: '#e3b341', curve: '#b197fc', neutral: '#22d3ee' }

const STEP: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }

export function FactionCards({ value, onChange }: { value: Faction | null; onChange: (faction: Faction) => void }) {
  const group = useRef<HTMLDivElement>(null)
  const tabStop = value ?? FACTION_IDS[0]

  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEP[event.key]
    const at = FACTION_IDS.indexOf((event.target as HTMLElement).dataset.faction as Faction)
    if (step === undefined || at < 0) return
    event.preventDefault()
    const next = FACTION_IDS[(at + step + FACTION_IDS.length) % FACTION_IDS.length]!
    group.current?.querySelector<HTMLElement>(`[data-faction="${next}"]`)?.focus()
    onChange(next)
  }

  return (
    <div ref={group} role="radiogroup" aria-label="Faction" className="grid gap-3" onKeyDown={onKeyDown}>
      {FACTION_IDS.map((id) => {
        const { name, colour, motto } = FACTIONS[id]
        const selected = value === id
        return (
          <button
            key={id}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={id === tabStop ? 0 : -1}
            data-faction={id}
            data-state={selected ? 'checked' : 'unchecked'}
            data-testid={`faction-${id}`}
            onClick={() => onChange(id)}
            style={{ '--swatch': SWATCH[id] } as CSSProperties}
            className={`flex min-h-16 w-full items-center gap-3 rounded-xl border-2 p-3 text-left transition
              ${selected ? 'border-[var(--swatch)] bg-[color-mix(in_srgb,var(--swatch)_14%,transparent)]' : 'border-border bg-surface-2 hover:border-[color-mix(in_srgb,var(--swatch)_60%,transparent)]'}`}
          >
            <span
              aria-hidden
              className="grid h-10 w-10 shrink-0 place-items-center rounded-full shadow-[0_0_18px_var(--swatch)]"
              style={{ background: SWATCH[id] }}
            >
              {selected && <Check size={20} className="text-black/80" />}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">{name}</span>
              <span className="block text-sm text-muted">
                <span className="capitalize">{colour}</span> · “{motto}”
              </span>
            </span>
          </button>
        )
      })}
    </div>
  )
}
