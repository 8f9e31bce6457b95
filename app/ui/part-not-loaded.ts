// What a person is told when a press needs code that could not be fetched (a lazy part, offline
// before the worker had it): a press always gets an answer, never a control waiting on nothing.
// A module that failed to load stays failed for the page in Chromium (importing it again fails at
// once), so the way on is a reload.
import { notify } from './toast/notify.ts'

const PART_NOT_LOADED = 'Part of the app did not load. Check your connection, then reload the page.'

export function tellPartNotLoaded(): void {
  notify({ title: 'This could not open', description: PART_NOT_LOADED, variant: 'destructive' })
}
