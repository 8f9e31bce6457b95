// Whether the first visit's faction choice (faction-picker.tsx) is on screen: the install card
// waits until it is answered (issue 56). Apart from the picker, whose code loads at idle.
import { atom } from 'nanostores'

export const $factionPickerOpen = atom(false)
