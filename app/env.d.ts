// Build-time constants (vite.config.ts `define`).
declare const __APP_VERSION__: string
/** One per build: the page's code and its service worker's carry the same. */
declare const __BUILD_ID__: string
