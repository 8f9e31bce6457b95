// The results table: one row per figure (ours, the baseline measured in the same run, their ratio,
// the goal and whether it was met), then for each figure why its baseline is a fair one. Goals are
// reported, never asserted: a bench run does not fail.
export interface Goal {
  label: string
  isMet: (ours: number, baseline: number) => boolean
}

export interface Figure {
  name: string
  /** The unit of ours and baseline: 'req/s', 'ms', 'MB'. */
  unit: string
  ours: number
  baseline: number
  /** Figures kept from before issue 14 have none. */
  goals: Goal[]
  /** Why the baseline is a fair one to hold ours against. */
  why: string
  /** Ours was stopped at a time limit: the real figure is at least this. */
  isLowerBound?: boolean
}

/** A figure that could not be measured in this run, and why. */
export interface Missing {
  name: string
  reason: string
}

export type Row = Figure | Missing

export const ratioAtLeast = (x: number): Goal => ({ label: `ratio ≥ ${x}`, isMet: (o, b) => o / b >= x })
export const ratioAtMost = (x: number): Goal => ({ label: `ratio ≤ ${x}`, isMet: (o, b) => o / b <= x })
export const overBaselineAtMost = (x: number, unit: string): Goal => ({
  label: `ours − baseline ≤ ${x} ${unit}`,
  isMet: (o, b) => o - b <= x,
})
export const oursAtMost = (x: number, unit: string): Goal => ({ label: `ours ≤ ${x} ${unit}`, isMet: (o) => o <= x })

function amount(value: number, unit: string): string {
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
  return `${value.toFixed(digits)} ${unit}`
}

function cells(row: Row): string[] {
  if (!('unit' in row)) return [row.name, '—', '—', '—', '—', 'not measured']
  const met = row.goals.length === 0 ? '—' : row.goals.every((g) => g.isMet(row.ours, row.baseline)) ? 'yes' : 'no'
  const atLeast = row.isLowerBound ? '≥ ' : ''
  return [
    row.name,
    atLeast + amount(row.ours, row.unit),
    amount(row.baseline, row.unit),
    atLeast + (row.ours / row.baseline).toFixed(2),
    row.goals.map((g) => g.label).join(' and ') || '—',
    met,
  ]
}

export function renderReport(rows: Row[]): string {
  const line = (values: string[]) => `| ${values.map((v) => v.replaceAll('|', '\\|')).join(' | ')} |`
  const table = [
    line(['figure', 'ours', 'baseline', 'ratio', 'goal', 'met?']),
    line(['---', '---:', '---:', '---:', '---', '---']),
    ...rows.map((row) => line(cells(row))),
  ]
  const notes = rows.map((row, i) => `${i + 1}. **${row.name}**: ${'why' in row ? row.why : row.reason}`)
  return [...table, '', 'Why each baseline is fair (or why a figure is missing):', '', ...notes, ''].join('\n')
}

/** Runs one measurement; if it fails, the table says so in its place and the other figures still run. */
export async function attempt(name: string, measure: () => Promise<Row | Row[]>): Promise<Row[]> {
  console.log(`… ${name}`)
  try {
    const rows = await measure()
    return Array.isArray(rows) ? rows : [rows]
  } catch (error) {
    return [{ name, reason: `failed: ${error instanceof Error ? error.message : String(error)}` }]
  }
}

/** The middle value (the upper one of an even count): the figure of a few runs on a noisy machine. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
