// The search index over the stories on this device, kept up to date incrementally: each refresh
// compares story and text versions by index key (no row is read for that) and re-indexes only
// what changed, a batch at a time. It can be saved and loaded whole, so a restart does not index
// 10,000 texts again. Runs in the data worker (or in the page where there are no workers).
import MiniSearch from 'minisearch'
import type { HubDatabase, SavedSearchIndex } from '../../db/local/db.ts'
import { readVersions, type Versions } from '../../db/local/stories.ts'
import { INDEX_OPTIONS, searchStoryIds, storyQuery, toSearchDoc, type StoryIndex } from './search-rules.ts'
import { unrankedIds } from './unranked-search.ts'
import { foldText } from '../../contract/local-story.ts'

const BATCH = 100

export type SavedStoryIndex = Pick<SavedSearchIndex, 'index' | 'entries'>

export class StorySearchIndex {
  private index: StoryIndex
  private readonly versions = new Map<string, string>()
  /** Title and description without case or accents, for the library's "contains" search. */
  private readonly shortText = new Map<string, string>()

  constructor(saved?: SavedStoryIndex) {
    this.index = saved ? MiniSearch.loadJSON(saved.index, INDEX_OPTIONS) : new MiniSearch(INDEX_OPTIONS)
    for (const [id, version, short] of saved?.entries ?? []) {
      this.versions.set(id, version)
      this.shortText.set(id, short)
    }
  }

  /** Brings the index up to the database; answers whether anything changed. */
  async refresh(db: HubDatabase, versions?: Versions, pause: () => Promise<void> = async () => {}): Promise<boolean> {
    const [storyKeys, textKeys] = versions ?? (await readVersions(pause))
    const textVersions = new Map(textKeys)
    const wanted = new Map(storyKeys.map(([id, updatedAt]) => [id, `${updatedAt}|${textVersions.get(id) ?? ''}`]))
    let changed = false
    for (const id of [...this.versions.keys()].filter((id) => !wanted.has(id))) {
      this.forget(id)
      changed = true
    }
    const stale = [...wanted].filter(([id, version]) => this.versions.get(id) !== version).map(([id]) => id)
    for (let i = 0; i < stale.length; i += BATCH) {
      const ids = stale.slice(i, i + BATCH)
      const [stories, texts] = await Promise.all([db.stories.bulkGet(ids), db.storyContent.bulkGet(ids)])
      stories.forEach((story, n) => {
        if (!story) return
        this.forget(story.id)
        this.index.add(toSearchDoc(story, texts[n]?.content))
        this.versions.set(story.id, wanted.get(story.id)!)
        this.shortText.set(story.id, `${foldText(story.title)}\n${foldText(story.description)}`)
      })
      changed = true
      await pause()
    }
    return changed
  }

  private forget(id: string): void {
    if (!this.versions.has(id)) return
    this.index.discard(id)
    this.versions.delete(id)
    this.shortText.delete(id)
  }

  /**
   * Ids best match first; with `contains` (My Library, which orders them itself), the matches in no
   * particular order, and the stories whose title or description contain the query too.
   */
  search(query: string, contains = false): string[] {
    if (!contains) return searchStoryIds(this.index, query)
    const needle = foldText(query.trim())
    // Unranked: cheaper than ranking.
    const found = new Set(unrankedIds(this.index, storyQuery(query)))
    for (const [id, short] of this.shortText) if (short.includes(needle)) found.add(id)
    return [...found]
  }

  save(): SavedStoryIndex {
    return {
      index: JSON.stringify(this.index),
      entries: [...this.versions].map(([id, version]) => [id, version, this.shortText.get(id) ?? '']),
    }
  }
}
