// A bare Radix slider for the player (position, volume, speed): keyboard operable (arrows step,
// Page keys and Shift+arrow ten steps), named by aria-label and read out by `valueText`.
import { Slider } from 'radix-ui'

interface PlayerSliderProps {
  label: string
  value: number
  min?: number
  max?: number
  step: number
  valueText: string
  disabled?: boolean
  onChange: (value: number) => void
  /** Called when a drag or key press ends (the position is saved then, not on every step). */
  onCommit?: (value: number) => void
}

export function PlayerSlider({ label, value, min = 0, max = 100, step, valueText, disabled, onChange, onCommit }: PlayerSliderProps) {
  return (
    <Slider.Root
      value={[value]}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      onValueChange={([next]) => { if (next !== undefined) onChange(next) }}
      onValueCommit={([next]) => { if (next !== undefined) onCommit?.(next) }}
      className="relative flex h-8 w-full touch-none select-none items-center data-[disabled]:opacity-50"
    >
      <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-surface-2 ring-1 ring-border">
        <Slider.Range className="absolute h-full bg-accent" />
      </Slider.Track>
      <Slider.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        className="block h-5 w-5 rounded-full border-2 border-accent bg-text shadow-lg transition hover:scale-110 focus-visible:outline-offset-4"
      />
    </Slider.Root>
  )
}
