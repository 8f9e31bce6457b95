// Factions: the only accepted values and how each themes the app.
import { FACTION_IDS, type Faction } from '../../page/factions.ts'

export { FACTION_IDS, type Faction }

export const FACTIONS: Record<Faction, { name: string; colour: string; motto: string }> = {
  knights: { name: 'Knights of Infinaeon', colour: 'gold', motto: 'Hold the gate. Write it down.' },
  curve: { name: 'The Curve Ascended', colour: 'violet', motto: 'Every shape is a door.' },
  neutral: { name: 'Neutral', colour: 'cyan', motto: 'Keep your own map.' },
}

/** A stored faction is accepted only if it is one of the three; anything else means "none". */
export function parseFaction(raw: unknown): Faction | undefined {
  return FACTION_IDS.find((id) => id === raw)
}
