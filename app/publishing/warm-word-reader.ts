// Fetches the Word reader (mammoth and turndown) while the admin is online and the page is idle,
// once the service worker controls the page, so the worker keeps it (sw/word-reader.ts) and a
// .docx can be published later with no network. Only for the admin: readers never download it.
let warmed = false

/** Resolves once a service worker answers this page's requests (never, where there is none). */
function controlled(): Promise<void> {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return Promise.resolve()
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  )
}

const idle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 10_000 })
    else setTimeout(resolve, 2_000)
  })

export function warmWordReader(): void {
  if (warmed || !navigator.onLine) return
  warmed = true
  void controlled()
    .then(idle)
    .then(() => Promise.all([import('mammoth'), import('turndown')]))
    .catch(() => {
      warmed = false
    })
}
