// Taps and typing that come before the app has hydrated the server's screen: a button pressed
// then is pressed again once the app can answer it, and text typed into a field (or a choice made
// in a select) is handed to the app as if made now. (Links need nothing: the browser follows them
// by itself.) The drawn page's own inline script holds them from before the first paint
// (page/head-script.ts), so a tap before the app's scripts have even arrived counts;
// the app takes them once hydrated (shell/hydrated.tsx).
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
/** What the head script noted, in order: each press, and each field's text after each change. */
type EarlyInput = ['press', HTMLElement] | ['type', Field, string]

declare global {
  interface Window {
    /** The drawn page's keeper of early input: stops it and hands over what it held. */
    takeEarlyInput?: () => EarlyInput[]
  }
}

/** The app answers from now on: what was typed reaches it, and each held press is made again. */
export function replayEarlyInput(): void {
  const held = window.takeEarlyInput?.() ?? []
  delete window.takeEarlyInput
  // Hydration resets a field to the app's state: the last text typed into each is put back.
  const typed = new Map<Field, string>()
  for (const entry of held) if (entry[0] === 'type') typed.set(entry[1], entry[2])
  for (const [field, value] of typed) whenAnswered(field, () => typeAgain(field, value))
  for (const entry of held) if (entry[0] === 'press') whenAnswered(entry[1], () => entry[1].click())
}

/**
 * Hydration goes part by part: an element is answered once React has taken it over (it then carries React's own keys).
 */
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
