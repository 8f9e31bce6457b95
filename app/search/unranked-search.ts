// Which documents match a MiniSearch query, without ranking them. My Library shows the matches in
// its own order, so MiniSearch's scoring (a BM25 score and a match record per document and term,
// then a sort) is thrown away there, and for a word in every story it was 30–60 ms of a keystroke
// at 10,000 stories. This walks the term map MiniSearch keeps, with the same query (the rules in
// search-rules.ts), and collects document ids only. The term map is MiniSearch's internal state:
// the tests compare this with MiniSearch's own search over many queries, and where the state is not
// as expected this answers undefined and the caller ranks as before.
import type MiniSearch from 'minisearch'
import type { Options, Query, SearchOptions } from 'minisearch'

/** A term's documents: field id → short document id → term frequency. */
type Postings = Map<number, Map<number, number>>
interface TermMap {
  get(term: string): Postings | undefined
  atPrefix(prefix: string): Iterable<[string, Postings]>
  fuzzyGet(term: string, maxDistance: number): Map<string, [Postings, number]>
}
interface Internals {
  _index?: Partial<TermMap>
  _documentIds?: Map<number, string>
  _fieldIds?: Record<string, number>
  /** The index's options with MiniSearch's defaults filled in. */
  _options?: Partial<Pick<Required<Options>, 'tokenize' | 'processTerm'>> & { searchOptions?: SearchOptions }
}

export function unrankedIds<T>(index: MiniSearch<T>, query: Query): string[] | undefined {
  const { _index: terms, _documentIds: documents, _fieldIds: fieldIds, _options: options } = index as unknown as Internals
  if (typeof terms?.get !== 'function' || typeof terms.atPrefix !== 'function' || typeof terms.fuzzyGet !== 'function') return undefined
  if (!(documents instanceof Map) || !fieldIds || !options?.tokenize || !options.processTerm) return undefined
  const termMap = terms as TermMap
  const { tokenize, processTerm } = options
  const maxFuzzy = options.searchOptions?.maxFuzzy ?? 6

  const combine = (sets: Set<number>[], combineWith = 'OR'): Set<number> => {
    if (sets.length === 0) return new Set()
    const and = combineWith.toUpperCase() === 'AND'
    return sets.reduce((a, b) => and ? new Set([...b].filter((doc) => a.has(doc))) : new Set([...a, ...b]))
  }

  const matchTerm = (term: string, i: number, all: string[], options: SearchOptions): Set<number> => {
    const fuzzy = typeof options.fuzzy === 'function' ? options.fuzzy(term, i, all) : options.fuzzy || false
    const prefix = typeof options.prefix === 'function' ? options.prefix(term, i, all) : options.prefix === true
    const fields = (options.fields ?? Object.keys(fieldIds)).flatMap((field) => fieldIds[field] ?? [])
    const found = new Set<number>()
    const add = (postings: Postings | undefined) => {
      for (const field of fields) {
        for (const doc of postings?.get(field)?.keys() ?? []) if (documents.has(doc)) found.add(doc) // a discarded one is not
      }
    }
    add(termMap.get(term))
    if (prefix) for (const [, postings] of termMap.atPrefix(term)) add(postings)
    if (fuzzy) {
      const fraction = fuzzy === true ? 0.2 : fuzzy
      const maxDistance = fraction < 1 ? Math.min(maxFuzzy, Math.round(term.length * fraction)) : fraction
      if (maxDistance) for (const [postings] of termMap.fuzzyGet(term, maxDistance).values()) add(postings)
    }
    return found
  }

  const run = (q: Query, options: SearchOptions): Set<number> => {
    if (typeof q === 'symbol') return new Set(documents.keys()) // MiniSearch.wildcard: every document
    if (typeof q !== 'string') {
      if (q.combineWith?.toUpperCase() === 'AND_NOT') throw new Error('AND_NOT is not supported')
      const inner = { ...options, ...q, queries: undefined }
      return combine(q.queries.map((sub) => run(sub, inner)), inner.combineWith)
    }
    const words = tokenize(q).flatMap((token) => processTerm(token) || []).filter((term) => term !== '')
    return combine(words.map((term, i) => matchTerm(term, i, words, options)), options.combineWith)
  }

  return [...run(query, {})].map((doc) => documents.get(doc)!)
}
