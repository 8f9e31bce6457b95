// React without a DOM, for tests of hooks: react-test-renderer in React's act() environment, on a
// concurrent root as the app's own (transitions behave as in the browser). Deprecated upstream, it
// is still the one React renderer that needs no DOM; its notice, written for apps moving off it,
// is kept out of the tests' output.
import type { ReactElement } from 'react'
import { act, create, type ReactTestRenderer, type TestRendererOptions } from 'react-test-renderer'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true, IS_REACT_NATIVE_TEST_ENVIRONMENT: true })

/** The renderer's own option for a concurrent root, which its type declarations do not list. */
const CONCURRENT = { unstable_isConcurrent: true } as unknown as TestRendererOptions

/** Renders `element` on a concurrent root (inside act, which the caller brings). */
export const render = (element: ReactElement): ReactTestRenderer => create(element, CONCURRENT)

export { act, type ReactTestRenderer }
