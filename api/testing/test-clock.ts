// A clock a test moves by hand, handed to buildApp as its `now`: releases and push retries go by
// it, so a test reaches a story's hour without waiting for it.
export interface TestClock {
  now: () => Date
  set: (at: Date | string | number) => void
  advance: (ms: number) => void
}

export function testClock(start: Date | string | number = new Date()): TestClock {
  let at = new Date(start).getTime()
  return {
    now: () => new Date(at),
    set: (to) => {
      at = new Date(to).getTime()
    },
    advance: (ms) => {
      at += ms
    },
  }
}
