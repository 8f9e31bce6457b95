// Where each call of the API lives and how its body and answer travel: the part of the endpoint
// table (contract/api.ts) that the browser needs at run time. The app and the worker import only
// this (and the table's types), so no schema code reaches the phone; the table is built on it.
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** What a media answer holds: the service worker keeps a picture or a story's timings (WebVTT)
 * once fetched, audio once downloaded. */
export type MediaHolds = 'audio' | 'picture' | 'timings'
/** A media answer holds one thing, or one per value of its `:kind` segment. */
export type MediaAnswer = MediaHolds | Readonly<Record<string, MediaHolds>>

export interface Route {
  method: Method
  /** Fastify-style: `:name` segments are filled from the call's `params`. */
  path: string
  /** json (default); form: multipart form data, or the same fields as JSON; bytes: the raw file. */
  bodyType?: 'json' | 'form' | 'bytes'
  /** The answer is a file (media, the audio proxy), an address for <audio>/<img>, not JSON; what
   * it holds decides how the service worker keeps it offline (contract/media-routes.ts). */
  media?: MediaAnswer
}

export const ROUTES = {
  listStories: { method: 'GET', path: '/api/stories' },
  getStory: { method: 'GET', path: '/api/stories/:id' },
  getStoryCover: { method: 'GET', path: '/api/stories/:id/cover' },
  listStoryTexts: { method: 'GET', path: '/api/story-texts' },
  createStory: { method: 'POST', path: '/api/stories', bodyType: 'form' },
  updateStory: { method: 'PUT', path: '/api/stories/:id', bodyType: 'form' },
  deleteStory: { method: 'DELETE', path: '/api/stories/:id' },
  uploadStoryPicture: { method: 'POST', path: '/api/story-pictures', bodyType: 'form' },
  getStoryEpub: { method: 'GET', path: '/api/stories/:id/epub' },
  getSeriesEpub: { method: 'GET', path: '/api/series/:id/epub' },
  listSeries: { method: 'GET', path: '/api/series' },
  listComments: { method: 'GET', path: '/api/stories/:id/comments' },
  createComment: { method: 'POST', path: '/api/stories/:id/comments' },
  deleteComment: { method: 'DELETE', path: '/api/comments/:id' },
  getAudioProgress: { method: 'GET', path: '/api/audio-progress/:storyId' },
  saveAudioProgress: { method: 'POST', path: '/api/audio-progress' },
  requestAudioUpload: { method: 'POST', path: '/api/audio/upload' },
  uploadAudio: { method: 'PUT', path: '/api/uploads/:token', bodyType: 'bytes' },
  getAudioFile: { method: 'GET', path: '/api/audio/:file', media: 'audio' },
  getMediaFile: {
    method: 'GET',
    path: '/api/media/:kind/:file',
    media: { covers: 'picture', images: 'picture', audio: 'audio', timings: 'timings' },
  },
  proxyAudio: { method: 'GET', path: '/api/audio-proxy', media: 'audio' },
  getAudioCacheStatus: { method: 'GET', path: '/api/audio-cache/status' },
  warmAudioCache: { method: 'POST', path: '/api/audio-cache/warmup' },
  clearAudioCache: { method: 'POST', path: '/api/audio-cache/clear' },
  uploadBackgroundMusic: { method: 'POST', path: '/api/background-music/upload', bodyType: 'form' },
  getActiveBackgroundMusic: { method: 'GET', path: '/api/background-music/active' },
  streamBackgroundMusic: { method: 'GET', path: '/api/background-music/stream/:id', media: 'audio' },
  listAlbums: { method: 'GET', path: '/api/albums' },
  updateAlbum: { method: 'PUT', path: '/api/albums/:id', bodyType: 'form' },
  deleteAlbum: { method: 'DELETE', path: '/api/albums/:id' },
  listTracks: { method: 'GET', path: '/api/tracks' },
  createTrack: { method: 'POST', path: '/api/tracks', bodyType: 'form' },
  deleteTrack: { method: 'DELETE', path: '/api/tracks/:id' },
  streamTrack: { method: 'GET', path: '/api/tracks/:id/stream', media: 'audio' },
  listCharacters: { method: 'GET', path: '/api/characters' },
  createCharacter: { method: 'POST', path: '/api/characters' },
  updateCharacter: { method: 'PUT', path: '/api/characters/:id' },
  deleteCharacter: { method: 'DELETE', path: '/api/characters/:id' },
  uploadCharacterImage: { method: 'POST', path: '/api/upload/character-image', bodyType: 'form' },
  listLinks: { method: 'GET', path: '/api/links' },
  createLink: { method: 'POST', path: '/api/links' },
  deleteLink: { method: 'DELETE', path: '/api/links/:id' },
  reorderLinks: { method: 'PUT', path: '/api/links/reorder' },
  sync: { method: 'GET', path: '/api/sync' },
  login: { method: 'POST', path: '/api/auth/login' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  getAuthUser: { method: 'GET', path: '/api/auth/user' },
  getPushPublicKey: { method: 'GET', path: '/api/push/public-key' },
  savePushSubscription: { method: 'POST', path: '/api/push-subscriptions' },
  removePushSubscription: { method: 'DELETE', path: '/api/push-subscriptions' },
  savePushFollows: { method: 'PUT', path: '/api/push-subscriptions/follows' },
  startPairing: { method: 'POST', path: '/api/profile/pairings' },
  redeemPairing: { method: 'POST', path: '/api/profile/pairings/redeem' },
  getProfile: { method: 'GET', path: '/api/profile' },
  listProfileChanges: { method: 'GET', path: '/api/profile/changes' },
  pushProfileChanges: { method: 'POST', path: '/api/profile/changes' },
  unlinkDevice: { method: 'DELETE', path: '/api/profile/device' },
  forgetProfile: { method: 'DELETE', path: '/api/profile' },
  listBackups: { method: 'GET', path: '/api/backups' },
  startBackup: { method: 'POST', path: '/api/backups' },
  downloadBackup: { method: 'GET', path: '/api/backups/:name' },
} as const satisfies Record<string, Route>

export type EndpointName = keyof typeof ROUTES
