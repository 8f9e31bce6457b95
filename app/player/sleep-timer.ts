// The sleep timer's rules: a number of minutes, or the end of the story. It counts down on the
// player's media events (timeupdate), by the clock time between two of them while playing, so
// it keeps time when the page is in the background, where timers are throttled or frozen but the
// audio still plays. Over the last 10 s the audio fades out; pressing play again restarts it.
export const SLEEP_MINUTES = [5, 10, 15, 30, 45, 60] as const
export const FADE_MS = 10_000

export type SleepChoice = (typeof SLEEP_MINUTES)[number] | 'end'

export type SleepTimer = { kind: 'minutes'; minutes: number; remainingMs: number } | { kind: 'end' }

export function startSleep(choice: SleepChoice): SleepTimer {
  return choice === 'end' ? { kind: 'end' } : { kind: 'minutes', minutes: choice, remainingMs: choice * 60_000 }
}

/** Time has passed while playing. */
export function tickSleep(timer: SleepTimer, elapsedMs: number): SleepTimer {
  if (timer.kind === 'end' || elapsedMs <= 0) return timer
  return { ...timer, remainingMs: Math.max(0, timer.remainingMs - elapsedMs) }
}

/** Milliseconds of listening left before the timer stops the audio (at `speed`, to the story's end). */
export function sleepRemainingMs(timer: SleepTimer, position: number, duration: number, speed: number): number {
  if (timer.kind === 'minutes') return timer.remainingMs
  return duration > 0 ? Math.max(0, ((duration - position) / speed) * 1000) : Infinity
}

/** The volume factor: 1 until the last 10 s, then down to 0. */
export function sleepFade(remainingMs: number): number {
  return Math.min(1, Math.max(0, remainingMs / FADE_MS))
}

/** A play press after the timer stopped the audio (or while it fades) gives it its whole time again. */
export function extendSleep(timer: SleepTimer): SleepTimer {
  return timer.kind === 'minutes' ? { ...timer, remainingMs: timer.minutes * 60_000 } : timer
}

/** What the player says under the sleep timer; nothing once the timer has stopped the audio (play starts it again). */
export function sleepLabel(timer: SleepTimer | null, remainingMs: number): string | null {
  if (!timer) return null
  if (timer.kind === 'end') return 'Stops at the end'
  if (remainingMs <= 0) return null
  return `Stops in ${Math.ceil(remainingMs / 60_000)} min`
}
