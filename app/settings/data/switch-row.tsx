// An on/off switch with its label and a line on what it does (role="switch", keyboard and screen
// reader friendly).
export function SwitchRow({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string
  hint: string
  checked: boolean
  onChange: (on: boolean) => void
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p className="font-medium">{label}</p>
        <p className="text-sm text-muted">{hint}</p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        onClick={() => onChange(!checked)}
        className={`relative h-7 w-12 shrink-0 rounded-full border border-border transition ${checked ? 'bg-accent' : 'bg-surface-2'}`}
      >
        <span
          aria-hidden
          className={`absolute top-0.5 h-5.5 w-5.5 rounded-full bg-white shadow transition-all ${checked ? 'left-[1.45rem]' : 'left-0.5'}`}
        />
      </button>
    </div>
  )
}
