// The app's one slider (player position, volume, speed; the settings' sliders), on Radix: keyboard
// operable (arrows step, Page keys and Shift+arrow ten steps), named by aria-label or by a visible
// label's id, and read out by `valueText`.
import { Slider } from 'radix-ui'

interface RangeSliderProps {
  /** The name read out, or the id of the visible label that names it. */
  name: { label: string } | { labelledBy: string }
  value: number
  min?: number
  max?: number
  step: number
  valueText: string
  disabled?: boolean
  /** A larger thumb, for a settings form. */
  large?: boolean
  onChange: (value: number) => void
  /** Called when a drag or key press ends (the position is saved then, not on every step). */
  onCommit?: (value: number) => void
}

export function RangeSlider({
  name,
  value,
  min = 0,
  max = 100,
  step,
  valueText,
  disabled,
  large,
  onChange,
  onCommit,
}: RangeSliderProps) {
  return (
    <Slider.Root
      value={[value]}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      onValueChange={([next]) => {
        if (next !== undefined) onChange(next)
      }}
      onValueCommit={([next]) => {
        if (next !== undefined) onCommit?.(next)
      }}
      className="relative flex h-11 w-full touch-none select-none items-center data-[disabled]:opacity-50"
    >
      <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-surface-2 ring-1 ring-border">
        <Slider.Range className="absolute h-full bg-accent" />
      </Slider.Track>
      <Slider.Thumb
        {...('label' in name ? { 'aria-label': name.label } : { 'aria-labelledby': name.labelledBy })}
        aria-valuetext={valueText}
        className={`block ${large ? 'h-6 w-6' : 'h-5 w-5'} rounded-full border-2 border-accent bg-text shadow-lg transition hover:scale-110 focus-visible:outline-offset-4`}
      />
    </Slider.Root>
  )
}
