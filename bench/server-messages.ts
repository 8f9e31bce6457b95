// What bench/server.ts and its server process (bench/server-entry.ts) say to each other over IPC.
export type ToServer = { type: 'watch-rss' } | { type: 'report-rss' } | { type: 'stop' }
export type FromServer =
  { type: 'ready' } | { type: 'watching-rss' } | { type: 'rss'; startRss: number; peakRss: number }
