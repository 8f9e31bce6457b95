// React without a DOM, for tests of hooks: react-test-renderer in React's act() environment, on a
// concurrent root as the app's own (transitions behave as in the browser). Deprecated upstream, it
// is still the one React renderer that needs no DOM; its notice, written for apps moving off it,
// is kept out of the tests' output.
import type { ReactElement } from 'react'
import { act, create, type ReactTestRenderer } from 'react-test-renderer'

// The renderer's own option for a concurrent root, which its type declarations do not list.
declare module 'react-test-renderer' {
  interface TestRendererOptions {
    unstable_isConcurrent?: boolean
  }
}

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true, IS_REACT_NATIVE_TEST_ENVIRONMENT: true })

/** Renders `element` on a concurrent root (inside act, which the caller brings); no host element is mocked. */
export const render = (element: ReactElement): ReactTestRenderer =>
  create(element, { unstable_isConcurrent: true, createNodeMock: () => null })

export { act, type ReactTestRenderer }
