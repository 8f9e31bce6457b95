// Story audio: the one-time upload address, the proxy and the server-side proxy cache report.
import { Type, type Static } from 'typebox'

import { MAX_WARMUP_URLS } from './limits.ts'
export { MAX_WARMUP_URLS }

export const UploadUrl = Type.Object({ uploadURL: Type.String() })
export type UploadUrl = Static<typeof UploadUrl>

export const AudioUploadResult = Type.Object({
  audioFileUrl: Type.String(),
  mimeType: Type.String(),
  size: Type.Integer(),
  /** Whole seconds, read from the file as a track's are (the story keeps this length). */
  duration: Type.Integer({ minimum: 1 }),
})
export type AudioUploadResult = Static<typeof AudioUploadResult>

export const AudioProxyQuery = Type.Object({ url: Type.String({ minLength: 1, maxLength: 2048 }) })

export const AudioCacheStatus = Type.Object({
  cacheSize: Type.Integer({ minimum: 0 }),
  maxCacheSize: Type.Integer({ minimum: 0 }),
  totalMemoryUsed: Type.Integer({ minimum: 0 }),
})
export type AudioCacheStatus = Static<typeof AudioCacheStatus>

export const AudioCacheWarmup = Type.Object({
  audioUrls: Type.Array(Type.String({ minLength: 1, maxLength: 2048 }), { maxItems: MAX_WARMUP_URLS }),
})
export const AudioCacheWarmupResult = Type.Object({
  cached: Type.Array(Type.String()),
  failed: Type.Array(Type.Object({ url: Type.String(), message: Type.String() })),
})
export type AudioCacheWarmupResult = Static<typeof AudioCacheWarmupResult>

export const AudioCacheClearResult = Type.Object({ cleared: Type.Integer({ minimum: 0 }) })
