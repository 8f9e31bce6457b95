// Build-time constants (vite.config.ts `define`).
declare const __APP_VERSION__: string
