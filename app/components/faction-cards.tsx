// The three faction cards (knights, curve, neutral) as one radio group; used by the first-run
// picker and by Theme Options.
import { RadioGroup } from 'radix-ui'
import { Check } from 'lucide-react'
import type { CSSProperties } from 'react'
import { FACTIONS, FACTION_IDS, type Faction } from '../lib/faction.ts'

/** The swatch of each faction; the same colours as the accents in styles.css. */
const SWATCH: Record<Faction, string> = { knights: '#e3b341', curve: '#b197fc', neutral: '#22d3ee' }

export function FactionCards({ value, onChange }: { value: Faction | null; onChange: (faction: Faction) => void }) {
  return (
    <RadioGroup.Root
      aria-label="Faction"
      value={value ?? ''}
      onValueChange={(next) => onChange(next as Faction)}
      className="grid gap-3"
    >
      {FACTION_IDS.map((id) => {
        const { name, colour, motto } = FACTIONS[id]
        const selected = value === id
        return (
          <RadioGroup.Item
            key={id}
            value={id}
            data-testid={`faction-${id}`}
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
          </RadioGroup.Item>
        )
      })}
    </RadioGroup.Root>
  )
}
