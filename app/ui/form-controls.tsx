// Labelled inputs of the app's forms (publishing, music), in its look.
import { useId, type ReactNode } from 'react'
import type { FieldAttributes } from '../lib/field-limits.ts'

export const FIELD =
  'min-h-11 w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm text-text placeholder:text-muted focus-visible:border-accent disabled:opacity-50 file:mr-3 file:rounded-md file:border-0 file:bg-surface-2 file:px-3 file:py-1.5 file:text-text'

export function Labelled({
  label,
  hint,
  children,
}: {
  label: string
  hint?: string
  children: (id: string) => ReactNode
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id)}
      {hint && <p className="text-xs text-muted">{hint}</p>}
    </div>
  )
}

/** A file input in its label: `inputKey` changes to empty it (use-file-field.ts); `onFile` gets the chosen file. */
export function FileInputField({
  label,
  hint,
  accept,
  inputKey,
  disabled,
  onFile,
}: {
  label: string
  hint?: string
  accept: string
  inputKey: number
  disabled?: boolean
  onFile: (file: File | undefined) => void
}) {
  return (
    <Labelled label={label} hint={hint}>
      {(id) => (
        <input
          key={inputKey}
          id={id}
          type="file"
          accept={accept}
          disabled={disabled}
          onChange={(e) => onFile(e.target.files?.[0])}
          className={FIELD}
        />
      )}
    </Labelled>
  )
}

/** `field`: the input's name and limits, as the server checks them (app/lib/field-limits.ts). */
export function TextInput({
  label,
  value,
  onChange,
  disabled,
  placeholder,
  hint,
  field,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  placeholder?: string
  hint?: string
  field?: FieldAttributes
}) {
  return (
    <Labelled label={label} hint={hint}>
      {(id) => (
        <input
          id={id}
          {...field}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          className={FIELD}
        />
      )}
    </Labelled>
  )
}

export function CheckField({
  label,
  checked,
  onChange,
  disabled,
  hint,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  hint?: string
}) {
  // The whole row is its label (44 px tall at least): a tap anywhere on it toggles the box.
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 shrink-0 accent-[var(--accent)]"
      />
      <span>
        <span className="font-medium">{label}</span>
        {hint && <span className="block text-xs text-muted">{hint}</span>}
      </span>
    </label>
  )
}
