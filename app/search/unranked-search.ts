// Which documents match a MiniSearch query, without ranking them. My Library shows the matches in
// its own order, so MiniSearch's scoring (a BM25 score and a match record per document and term,
// then a sort) is thrown away there, and for a word in every story it was 30–60 ms of a keystroke
// at 10,000 stories. MiniSearch asks `boostDocument` about each document a term matches before it
// scores it, and scores none it is told to boost by 0: that question alone says which documents
// match, so each part of the query that is an OR of its terms is searched with a boostDocument that
// notes the document and answers 0 (nothing is scored, nothing sorted), and the parts are combined
// here as MiniSearch would.
import MiniSearch, { type Query, type SearchOptions } from 'minisearch'

type CombineWith = NonNullable<SearchOptions['combineWith']>

function combine(sets: Set<string>[], combineWith: CombineWith = 'OR'): Set<string> {
  if (sets.length === 0) return new Set()
  const how = combineWith.toUpperCase()
  return sets.reduce((a, b) => {
    if (how === 'AND') return new Set([...a].filter((id) => b.has(id)))
    if (how === 'AND_NOT') return new Set([...a].filter((id) => !b.has(id)))
    return new Set([...a, ...b])
  })
}

export function unrankedIds<T>(index: MiniSearch<T>, query: Query): string[] {
  const matching = (text: string, options: SearchOptions): Set<string> => {
    // Its terms combined by AND need a set per term, which one search cannot give: ranked, then.
    if (options.combineWith?.toUpperCase() === 'AND' || options.combineWith?.toUpperCase() === 'AND_NOT') {
      return new Set(index.search(text, options).map((result) => String(result.id)))
    }
    const found = new Set<string>()
    index.search(text, {
      ...options,
      boostDocument: (id: string) => {
        found.add(id)
        return 0
      },
    })
    return found
  }

  const run = (q: Query, options: SearchOptions): Set<string> => {
    if (q === MiniSearch.wildcard) return new Set(index.search(MiniSearch.wildcard).map((result) => String(result.id)))
    if (typeof q === 'string') return matching(q, options)
    // A nested query's options apply to its parts, over those of the query around it.
    const { queries, ...own } = q
    const inner: SearchOptions = { ...options, ...own }
    return combine(
      queries.map((part) => run(part, inner)),
      inner.combineWith,
    )
  }

  return [...run(query, {})]
}
