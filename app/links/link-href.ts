// A link's address as a person reads it. Which addresses may become an href is contract/http-url.ts
// (the server stores nothing else, and the page checks again, so an href can never run script
// whatever reached the device).

/** The address as a person reads it: no scheme, no trailing slash. */
export const shownUrl = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '')
