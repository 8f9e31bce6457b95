// Labelled settings controls on Radix primitives (slider, switch, select), styled for the dark
// theme. Radix gives the keyboard: arrows step, Page keys and Shift+arrow step 10 × step.
import { useId } from 'react'
import { Select, Switch } from 'radix-ui'
import { Check, ChevronDown } from 'lucide-react'
import { Button } from '../ui/button.tsx'
import { RangeSlider } from '../ui/range-slider.tsx'

interface SliderFieldProps {
  label: string
  value: number
  min: number
  max: number
  step: number
  /** What is shown (and read out) for a value, e.g. "16px (Medium)". */
  format: (value: number) => string
  onChange: (value: number) => void
}

export function SliderField({ label, value, min, max, step, format, onChange }: SliderFieldProps) {
  const id = useId()
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={id} className="font-medium">
          {label}
        </span>
        <span className="tabular-nums text-muted">{format(value)}</span>
      </div>
      <RangeSlider
        name={{ labelledBy: id }}
        value={value}
        min={min}
        max={max}
        step={step}
        valueText={format(value)}
        large
        onChange={onChange}
      />
    </div>
  )
}

export function SwitchField({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string
  hint?: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className="flex min-h-11 items-center justify-between gap-4">
      <label htmlFor={id} className="text-sm">
        <span className="font-medium">{label}</span>
        {hint && <span className="block text-xs text-muted">{hint}</span>}
      </label>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        className="group relative grid h-11 w-14 shrink-0 place-items-center rounded-full"
      >
        {/* 44 px tall to tap; the track drawn inside it. */}
        <span
          aria-hidden
          className="absolute inset-x-1 inset-y-2 rounded-full bg-surface-2 ring-1 ring-border transition group-data-[state=checked]:bg-accent"
        />
        <Switch.Thumb className="relative block h-5 w-5 -translate-x-2.5 rounded-full bg-text shadow transition-transform data-[state=checked]:translate-x-2.5 data-[state=checked]:bg-accent-fg" />
      </Switch.Root>
    </div>
  )
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: T
  options: Record<T, string>
  onChange: (value: T) => void
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-2">
      <span id={id} className="text-sm font-medium">
        {label}
      </span>
      <Select.Root value={value} onValueChange={(next) => onChange(next as T)}>
        <Select.Trigger
          aria-labelledby={id}
          className="inline-flex h-11 items-center justify-between gap-2 rounded-lg border border-border bg-bg px-3 text-sm hover:border-accent"
        >
          <Select.Value />
          <Select.Icon>
            <ChevronDown size={16} aria-hidden />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-[60] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-border bg-surface-2 shadow-2xl"
          >
            <Select.Viewport className="p-1">
              {(Object.keys(options) as T[]).map((key) => (
                <Select.Item
                  key={key}
                  value={key}
                  className="relative flex h-10 cursor-default select-none items-center rounded-md pl-8 pr-3 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-fg"
                >
                  <Select.ItemIndicator className="absolute left-2">
                    <Check size={16} aria-hidden />
                  </Select.ItemIndicator>
                  <Select.ItemText>{options[key]}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  )
}

/** The closing row of a settings dialog: Reset to the defaults, or Done. */
export function SettingsActions({ onReset, onDone }: { onReset: () => void; onDone: () => void }) {
  return (
    <div className="flex justify-between gap-2">
      <Button onClick={onReset}>Reset</Button>
      <Button variant="primary" onClick={onDone}>
        Done
      </Button>
    </div>
  )
}
