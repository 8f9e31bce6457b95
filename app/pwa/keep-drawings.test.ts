// Which screens reached inside the app the page names to the worker for keeping.
import { describe, expect, it } from 'vitest'
import { drawingToKeep } from './keep-drawings.ts'

const STORY = '/read/6f1c1b7e-1f0a-4a43-9d55-0c2f3b1e9a10'

describe('drawingToKeep', () => {
  it.each(['/', STORY, '/library', '/favourites', '/music', '/characters', '/links'])(
    'names %s, a first screen',
    (pathname) => {
      expect(drawingToKeep({ pathname, searchStr: '' })).toBe(pathname)
    },
  )

  it.each(['/data-settings', '/privacy-policy', '/share/story/x', '/nowhere'])(
    'leaves %s out: the server does not draw it',
    (pathname) => {
      expect(drawingToKeep({ pathname, searchStr: '' })).toBeUndefined()
    },
  )

  it('leaves out a screen asked with a query: a shared album or a second of narration is not what was drawn', () => {
    expect(drawingToKeep({ pathname: '/music', searchStr: '?album=a1' })).toBeUndefined()
    expect(drawingToKeep({ pathname: STORY, searchStr: '?t=42' })).toBeUndefined()
  })
})
