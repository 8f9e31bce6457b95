// The previews being fetched in the background (link-preview.ts): started after an add has been
// answered, so the add never waits for or fails because of them. settled() resolves once every
// preview started so far has landed or failed: tests await it, and the app does before it closes.
import { previewLink, type PreviewDeps } from './link-preview.ts'

export class LinkPreviews {
  private readonly pending = new Set<Promise<void>>()

  constructor(private readonly deps: PreviewDeps) {}

  start(link: { id: string; url: string }): void {
    const task: Promise<void> = previewLink(this.deps, link)
      .catch((error: unknown) => this.deps.log.warn({ err: error, link: link.id }, 'link preview failed'))
      .finally(() => this.pending.delete(task))
    this.pending.add(task)
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending])
  }
}
