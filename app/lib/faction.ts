// Factions (stories.md §3, hub.md §3): the only accepted values and how each themes the app.
export type Faction = 'knights' | 'curve' | 'neutral'

export const FACTIONS: Record<Faction, { name: string; colour: string; motto: string }> = {
  knights: { name: 'Knights of Infinaeon', colour: 'gold', motto: 'Hold the gate. Write it down.' },
  curve: { name: 'The Curve Ascended', colour: 'violet', motto: 'Every shape is a door.' },
  neutral: { name: 'Neutral', colour: 'cyan', motto: 'Keep your own map.' },
}

export const FACTION_IDS = Object.keys(FACTIONS) as Faction[]

/** A stored faction is accepted only if it is one of the three; anything else means "none". */
export function parseFaction(raw: unknown): Faction | undefined {
  return typeof raw === 'string' && (FACTION_IDS as string[]).includes(raw) ? (raw as Faction) : undefined
}
