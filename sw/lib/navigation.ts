// Which navigations the app shell answers: every app route, never the API and never a file.
/** Matched by workbox against pathname + search. */
export const NAVIGATION_DENYLIST = [/^\/api(\/|\?|$)/, /^[^?]*\/[^/?]+\.[a-z0-9]+(\?|$)/i]

export function isShellNavigation(pathAndSearch: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndSearch))
}
