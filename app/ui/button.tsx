// Buttons in the app's few variants. Icon-only buttons must pass an aria-label. Every size is a
// 44×44 target on a phone (WCAG 2.5.5); small buttons are compact only where a mouse points.
import { forwardRef, type ButtonHTMLAttributes } from 'react'

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger'
type Size = 'sm' | 'md' | 'icon'

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-accent text-accent-fg hover:brightness-110 font-semibold',
  secondary: 'bg-surface-2 text-text border border-border hover:border-accent',
  ghost: 'text-text hover:bg-surface-2',
  danger: 'bg-danger text-black font-semibold hover:brightness-110',
}
const SIZES: Record<Size, string> = {
  sm: 'h-11 sm:h-8 px-3 text-sm gap-1.5',
  md: 'h-11 px-4 text-sm gap-2',
  icon: 'h-11 w-11 justify-center',
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant
  size?: Size
}

export function buttonClass(variant: Variant = 'secondary', size: Size = 'md', extra = ''): string {
  return `inline-flex items-center rounded-lg transition disabled:opacity-50 disabled:pointer-events-none ${VARIANTS[variant]} ${SIZES[size]} ${extra}`
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', className = '', type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass(variant, size, className)} {...props} />
})
