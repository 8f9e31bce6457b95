// The three factions a reader may choose: the only accepted values, for
// the app's theme (app/settings/faction.ts) and the drawn pages' theme script (api/first-screen/).
export const FACTION_IDS = ['knights', 'curve', 'neutral'] as const
export type Faction = (typeof FACTION_IDS)[number]
