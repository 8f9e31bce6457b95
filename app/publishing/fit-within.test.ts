import { describe, expect, it } from 'vitest'
import { fitWithin } from './fit-within.ts'

describe('fitWithin 400×600', () => {
  it.each([
    ['a large portrait shrinks to the height', 1200, 2400, 300, 600],
    ['a large landscape shrinks to the width', 2000, 1000, 400, 200],
    ['the box shape itself shrinks to the box', 800, 1200, 400, 600],
    ['a small image is never enlarged', 100, 150, 100, 150],
    ['an image exactly the box size is kept', 400, 600, 400, 600],
    ['only the side over the limit decides', 500, 300, 400, 240],
    ['sizes round to whole pixels', 1000, 999, 400, 400],
    ['a thin strip keeps at least one pixel', 8000, 2, 400, 1],
  ])('%s (%i×%i → %i×%i)', (_rule, width, height, fitWidth, fitHeight) => {
    expect(fitWithin(width, height, 400, 600)).toEqual({ width: fitWidth, height: fitHeight })
  })
})
