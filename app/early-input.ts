// Taps and typing that come before the app has hydrated the server's screen: a button pressed
// then is pressed again once the app can answer it, and text typed into a field (or a choice made
// in a select) is handed to the app as if made now. (Links need nothing: the browser follows them
// by itself.) main.tsx starts holding them before the app loads; the app lets go once hydrated
// (components/hydrated.tsx).
const pressed: HTMLElement[] = []
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
/** Each field typed into or chosen in, with what it held after the last change (hydration resets it). */
const typed = new Map<Field, string>()

function holdPress(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null
  if (!button) return
  event.preventDefault()
  event.stopPropagation()
  pressed.push(button)
}

function noteTyping(event: Event): void {
  const field = event.target
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) typed.set(field, field.value)
}

export function holdEarlyInput(): void {
  document.addEventListener('click', holdPress, true)
  document.addEventListener('input', noteTyping, true)
}

/** The app answers from now on: what was typed reaches it, and each held press is made again. */
export function replayEarlyInput(): void {
  document.removeEventListener('click', holdPress, true)
  document.removeEventListener('input', noteTyping, true)
  for (const [field, value] of typed) whenAnswered(field, () => typeAgain(field, value))
  typed.clear()
  for (const button of pressed.splice(0)) whenAnswered(button, () => button.click())
}

/** Hydration goes part by part: an element is answered once React has taken it over (it then carries React's own keys). */
const isTakenOver = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))
const GIVE_UP_FRAMES = 300

function whenAnswered(element: Element, then: () => void, frames = 0): void {
  if (!element.isConnected || frames > GIVE_UP_FRAMES) return
  if (isTakenOver(element)) return then()
  requestAnimationFrame(() => whenAnswered(element, then, frames + 1))
}

/** Puts the text (or the choice) back the way a keystroke would, so the app's change handler sees it. */
function typeAgain(field: Field, value: string): void {
  if (field instanceof HTMLSelectElement) {
    // Hydration chose the option the app's state names; a select's change is read from the element.
    field.value = value
    field.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  // React notes the value it last saw through the element's own property, and hydration noted the
  // typed text: note an empty field, then put the text back through the prototype's setter, which
  // React does not watch, so the input event reads as a change.
  field.value = ''
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}
