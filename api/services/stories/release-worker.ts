// Releases scheduled stories on time for as long as the app runs: a look at start (a story whose
// hour passed while the server was down is released then), then one at the next story's hour and at
// least every RELEASE_POLL_MAX_MS, and one whenever this process schedules something (kick).
// Several processes may run one each: the claim releases every story once (story-releases.ts).
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/server/connect.ts'
import { nextRelease } from '../../../db/server/story-releases.ts'
import { nextWakeMs } from './release-timer.ts'
import { releaseDue } from './story-release.ts'

export interface ReleaseWorkerOptions {
  db: Db
  now: () => Date
  log: Pick<FastifyBaseLogger, 'info' | 'error'>
  /** After a release that queued pushes has committed. */
  onPushQueued: () => void
}

export class ReleaseWorker {
  private running = false
  private loop: Promise<void> | undefined
  private wakeUp: (() => void) | undefined
  private kicked = false

  constructor(private readonly options: ReleaseWorkerOptions) {}

  start(): void {
    if (this.running) return
    this.running = true
    this.loop = this.run()
  }

  /** Look again now (a schedule changed, or the clock moved). */
  kick(): void {
    this.kicked = true
    this.wakeUp?.()
  }

  async stop(): Promise<void> {
    this.running = false
    this.wakeUp?.()
    await this.loop
  }

  /** Releases what is due now; answers how many stories. */
  async tick(): Promise<number> {
    const { released, pushQueued } = await releaseDue(this.options.db, this.options.now())
    if (released > 0) this.options.log.info({ stories: released }, 'released scheduled stories')
    if (pushQueued) this.options.onPushQueued()
    return released
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.kicked = false
      let wait = 0
      try {
        await this.tick()
        wait = nextWakeMs(this.options.now(), await nextRelease(this.options.db))
      } catch (error) {
        this.options.log.error({ err: error }, 'releasing scheduled stories failed; trying again shortly')
        wait = nextWakeMs(this.options.now(), null)
      }
      if (this.running && !this.kicked) await this.sleep(wait)
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        resolve()
      }
      this.wakeUp = done
    })
  }
}
