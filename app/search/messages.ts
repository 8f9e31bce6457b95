// What the page and the search worker say to each other.
export interface SearchRequest {
  id: number
  query: string
  /** Also the stories whose title or description contain the query (the library's rule). */
  contains: boolean
}

export type SearchAnswer =
  | { type: 'results'; id: number; ids: string[] }
  /** The index took in new or changed stories: searches on screen should ask again. */
  | { type: 'changed' }
