// The wire contract as one table: every call of the API, with its route (api-routes.ts), its
// parameters, body, answers and whether only the admin may make it. The server registers its
// routes from it (and a test fails when a route and the table disagree), the typed client of the
// app and the worker is derived from it, and /api/docs describes it. A new endpoint is one route
// and one entry here (TypeScript refuses a route without an entry, and the reverse).
import { Type, type TObject, type TSchema } from 'typebox'
import { IdParams, Nullable, Uuid } from './common.ts'
import {
  Series,
  Story,
  StoryCover,
  StoryForm,
  StoryPicture,
  StoryPictureUpload,
  StoryListQuery,
  StorySummary,
  StoryText,
  StoryTextsQuery,
} from './story.ts'
import { Comment, CommentCreate } from './comment.ts'
import { AudioProgress, AudioProgressQuery, AudioProgressSave } from './audio-progress.ts'
import {
  AudioCacheClearResult,
  AudioCacheStatus,
  AudioCacheWarmup,
  AudioCacheWarmupResult,
  AudioProxyQuery,
  AudioUploadResult,
  UploadUrl,
} from './audio.ts'
import { AuthUser, Login } from './auth.ts'
import {
  PushFollows,
  PushFollowsSave,
  PushPublicKey,
  PushSubscription,
  PushSubscriptionRemove,
  PushSubscriptionSave,
} from './push.ts'
import { SyncPage, SyncQuery } from './sync.ts'
import {
  Album,
  AlbumUpdate,
  BackgroundMusic,
  BackgroundMusicStreamQuery,
  BackgroundMusicUpload,
  Track,
  TrackCreate,
} from './music.ts'
import { Character, CharacterCreate, CharacterFields, CharacterImage, CharacterImageUpload } from './character.ts'
import { Link, LinkCreate, LinkReorder } from './link.ts'
import { BackupList, BackupNameParams } from './backups.ts'
import {
  PairingRedeem,
  PairingRedeemed,
  PairingStarted,
  ProfileChangesHeld,
  ProfileChangesPage,
  ProfileChangesPush,
  ProfileChangesQuery,
  ProfileState,
} from './profile.ts'
import { ROUTES, type EndpointName, type Route } from './api-routes.ts'

export interface Endpoint extends Route {
  summary: string
  /** The group the call belongs to in the API description. */
  tag: string
  params?: TObject
  query?: TObject
  body?: TSchema
  /** The success answers by status (a media answer is the file). */
  responses: { 200?: TSchema; 201?: TSchema; 204?: TSchema }
  /** Only the admin: the session cookie or the x-admin-password header. */
  admin?: boolean
  /** Only a device linked to a reader profile: its secret as `Authorization: Bearer …`. */
  profile?: boolean
}

/** 204: no body. */
export const NoContent = Type.Null({ description: 'No content' })
const File = Type.Unsafe<Blob>({ type: 'string', format: 'binary' })
const StoryIdParams = Type.Object({ storyId: Uuid })
const MediaParams = Type.Object({ kind: Type.String(), file: Type.String() })
const FileParams = Type.Object({ file: Type.String() })
const TokenParams = Type.Object({ token: Type.String() })

const endpoint = <const E extends Endpoint>(e: E): E => e

export const API = {
  // Stories
  listStories: endpoint({
    ...ROUTES.listStories,
    tag: 'Stories',
    query: StoryListQuery,
    summary:
      'Stories without their text, newest first: featured, by category, the most recent, or matching a search (best match first). ' +
      'A page holds at most `limit` stories (50 unless asked); when more follow, the `Link` header (rel="next") gives the next page.',
    responses: { 200: Type.Array(StorySummary) },
  }),
  listStoryTexts: endpoint({
    ...ROUTES.listStoryTexts,
    tag: 'Stories',
    query: StoryTextsQuery,
    summary:
      'Ours: the texts of up to 50 stories at once (ids comma-separated), for reading offline. Unknown ids are left out.',
    responses: { 200: Type.Array(StoryText) },
  }),
  getStory: endpoint({
    ...ROUTES.getStory,
    tag: 'Stories',
    params: IdParams,
    summary: 'One story with its text.',
    responses: { 200: Story },
  }),
  getStoryCover: endpoint({
    ...ROUTES.getStoryCover,
    tag: 'Stories',
    params: IdParams,
    summary: 'The cover and thumbnail URLs of a story.',
    responses: { 200: StoryCover },
  }),
  createStory: endpoint({
    ...ROUTES.createStory,
    tag: 'Stories',
    body: StoryForm,
    admin: true,
    summary:
      'Publish a story (pushed to subscribed readers unless `silent`). Send your own UUID `id`: a replay answers the same story (200).',
    responses: { 200: Story, 201: Story },
  }),
  updateStory: endpoint({
    ...ROUTES.updateStory,
    tag: 'Stories',
    params: IdParams,
    body: StoryForm,
    admin: true,
    summary: 'Edit a story: only the fields sent change; an empty audioFileUrl removes the audio.',
    responses: { 200: Story },
  }),
  deleteStory: endpoint({
    ...ROUTES.deleteStory,
    tag: 'Stories',
    params: IdParams,
    admin: true,
    summary: 'Delete a story with its comments and progress; its files go once nothing uses them.',
    responses: { 204: NoContent },
  }),
  uploadStoryPicture: endpoint({
    ...ROUTES.uploadStoryPicture,
    tag: 'Stories',
    body: StoryPictureUpload,
    admin: true,
    summary:
      "Store a picture for a story's text (multipart `image`); answers its address for `![alt](url)`. Kept while a story shows it.",
    responses: { 201: StoryPicture },
  }),
  getStoryEpub: endpoint({
    ...ROUTES.getStoryEpub,
    tag: 'Stories',
    params: IdParams,
    summary:
      'The story as an EPUB 3 book (cover, title page, its chapters), for an e-reader. ETag on the change sequence.',
    responses: { 200: File },
  }),
  getSeriesEpub: endpoint({
    ...ROUTES.getSeriesEpub,
    tag: 'Stories',
    params: IdParams,
    summary: 'A series as one EPUB 3 book: its episodes in order (season, then episode), each with its chapters.',
    responses: { 200: File },
  }),
  listSeries: endpoint({
    ...ROUTES.listSeries,
    tag: 'Stories',
    summary: 'Every series with its season and story counts.',
    responses: { 200: Type.Array(Series) },
  }),

  // Comments
  listComments: endpoint({
    ...ROUTES.listComments,
    tag: 'Comments',
    params: IdParams,
    summary: 'The comments of a story, newest first.',
    responses: { 200: Type.Array(Comment) },
  }),
  createComment: endpoint({
    ...ROUTES.createComment,
    tag: 'Comments',
    params: IdParams,
    body: CommentCreate,
    summary: 'Comment without an account. Send your own UUID `id`: a replay answers the same comment (200).',
    responses: { 200: Comment, 201: Comment },
  }),
  deleteComment: endpoint({
    ...ROUTES.deleteComment,
    tag: 'Comments',
    params: IdParams,
    admin: true,
    summary: 'Delete a comment.',
    responses: { 204: NoContent },
  }),

  // Listening
  getAudioProgress: endpoint({
    ...ROUTES.getAudioProgress,
    tag: 'Audio',
    params: StoryIdParams,
    query: AudioProgressQuery,
    summary: 'Where a listener stopped in a story, or null.',
    responses: { 200: Nullable(AudioProgress) },
  }),
  saveAudioProgress: endpoint({
    ...ROUTES.saveAudioProgress,
    tag: 'Audio',
    body: AudioProgressSave,
    summary: 'Save where a listener stopped (an upsert).',
    responses: { 200: AudioProgress },
  }),
  requestAudioUpload: endpoint({
    ...ROUTES.requestAudioUpload,
    tag: 'Audio',
    admin: true,
    summary: 'A one-time address to PUT an audio file to, valid 15 minutes.',
    responses: { 200: UploadUrl },
  }),
  uploadAudio: endpoint({
    ...ROUTES.uploadAudio,
    tag: 'Audio',
    params: TokenParams,
    body: File,
    summary: 'The audio file itself, streamed; recognised by its bytes (MP3, M4A, OGG, Opus, WAV, FLAC, WebM).',
    responses: { 200: AudioUploadResult },
  }),
  getAudioFile: endpoint({
    ...ROUTES.getAudioFile,
    tag: 'Media',
    params: FileParams,
    summary: 'An uploaded audio file; cached forever, with Range.',
    responses: { 200: File },
  }),
  getMediaFile: endpoint({
    ...ROUTES.getMediaFile,
    tag: 'Media',
    params: MediaParams,
    summary: 'A stored cover or image; cached forever, with Range.',
    responses: { 200: File },
  }),
  proxyAudio: endpoint({
    ...ROUTES.proxyAudio,
    tag: 'Audio',
    query: AudioProxyQuery,
    summary: "A story's external audio link, played through this server (Range passes through).",
    responses: { 200: File },
  }),
  getAudioCacheStatus: endpoint({
    ...ROUTES.getAudioCacheStatus,
    tag: 'Audio',
    summary: "The server's proxy cache: entries, capacity and bytes.",
    responses: { 200: AudioCacheStatus },
  }),
  warmAudioCache: endpoint({
    ...ROUTES.warmAudioCache,
    tag: 'Audio',
    body: AudioCacheWarmup,
    summary: 'Fetch up to 20 story audio links into the proxy cache.',
    responses: { 200: AudioCacheWarmupResult },
  }),
  clearAudioCache: endpoint({
    ...ROUTES.clearAudioCache,
    tag: 'Audio',
    admin: true,
    summary: 'Empty the proxy cache.',
    responses: { 200: AudioCacheClearResult },
  }),

  // Background music
  uploadBackgroundMusic: endpoint({
    ...ROUTES.uploadBackgroundMusic,
    tag: 'Background music',
    body: BackgroundMusicUpload,
    admin: true,
    summary:
      'Upload a track (multipart `audio` and `title`); it becomes the active background music and every other track stops being active. ' +
      'Send your own UUID `id`: a replay answers the same track (200).',
    responses: { 200: BackgroundMusic, 201: BackgroundMusic },
  }),
  getActiveBackgroundMusic: endpoint({
    ...ROUTES.getActiveBackgroundMusic,
    tag: 'Background music',
    summary: 'The active background music track, or 404 NO_BACKGROUND_MUSIC when none has been uploaded.',
    responses: { 200: BackgroundMusic },
  }),
  streamBackgroundMusic: endpoint({
    ...ROUTES.streamBackgroundMusic,
    tag: 'Background music',
    params: IdParams,
    query: BackgroundMusicStreamQuery,
    summary: "A background music track's audio file; cached forever, with Range.",
    responses: { 200: File },
  }),

  // Music
  listAlbums: endpoint({
    ...ROUTES.listAlbums,
    tag: 'Music',
    summary: 'Every album, newest first, with its track count and total duration (seconds).',
    responses: { 200: Type.Array(Album) },
  }),
  updateAlbum: endpoint({
    ...ROUTES.updateAlbum,
    tag: 'Music',
    params: IdParams,
    body: AlbumUpdate,
    admin: true,
    summary: 'Edit an album: title, artist, description, and a new cover if one is sent.',
    responses: { 200: Album },
  }),
  deleteAlbum: endpoint({
    ...ROUTES.deleteAlbum,
    tag: 'Music',
    params: IdParams,
    admin: true,
    summary: 'Delete an album and its tracks; their files go once nothing uses them.',
    responses: { 204: NoContent },
  }),
  listTracks: endpoint({
    ...ROUTES.listTracks,
    tag: 'Music',
    summary: 'Every track, by album and track number.',
    responses: { 200: Type.Array(Track) },
  }),
  createTrack: endpoint({
    ...ROUTES.createTrack,
    tag: 'Music',
    body: TrackCreate,
    admin: true,
    summary:
      'Upload a track (multipart); its album (by albumTitle) is made if missing; the duration is read from the file.',
    responses: { 201: Track },
  }),
  deleteTrack: endpoint({
    ...ROUTES.deleteTrack,
    tag: 'Music',
    params: IdParams,
    admin: true,
    summary: "Delete a track; its album's totals follow.",
    responses: { 204: NoContent },
  }),
  streamTrack: endpoint({
    ...ROUTES.streamTrack,
    tag: 'Music',
    params: IdParams,
    summary: "A track's audio file; cached forever, with Range.",
    responses: { 200: File },
  }),

  // Characters
  listCharacters: endpoint({
    ...ROUTES.listCharacters,
    tag: 'Characters',
    summary: 'Every character, by name (A to Z, case aside).',
    responses: { 200: Type.Array(Character) },
  }),
  createCharacter: endpoint({
    ...ROUTES.createCharacter,
    tag: 'Characters',
    body: CharacterCreate,
    admin: true,
    summary: 'Add a character. Send your own UUID `id`: a replay answers the same character (200) and changes nothing.',
    responses: { 200: Character, 201: Character },
  }),
  updateCharacter: endpoint({
    ...ROUTES.updateCharacter,
    tag: 'Characters',
    params: IdParams,
    body: CharacterFields,
    admin: true,
    summary:
      'Edit a character: name and bio always; image_url, faction and role when sent. A replaced picture goes once nothing uses it.',
    responses: { 200: Character },
  }),
  deleteCharacter: endpoint({
    ...ROUTES.deleteCharacter,
    tag: 'Characters',
    params: IdParams,
    admin: true,
    summary: 'Delete a character; its picture goes once nothing uses it.',
    responses: { 204: NoContent },
  }),
  uploadCharacterImage: endpoint({
    ...ROUTES.uploadCharacterImage,
    tag: 'Characters',
    body: CharacterImageUpload,
    admin: true,
    summary: 'Upload a character picture (multipart `image`); answers its address for image_url.',
    responses: { 201: CharacterImage },
  }),

  // Links
  listLinks: endpoint({
    ...ROUTES.listLinks,
    tag: 'Links',
    summary: 'Every link, by sortOrder, then oldest first.',
    responses: { 200: Type.Array(Link) },
  }),
  createLink: endpoint({
    ...ROUTES.createLink,
    tag: 'Links',
    body: LinkCreate,
    admin: true,
    summary:
      'Add a link at the end (http(s) only). Its page preview (ogTitle, ogDescription, ogImage) is fetched afterwards and arrives through /api/sync. Send your own UUID `id`: a replay answers the same link (200).',
    responses: { 200: Link, 201: Link },
  }),
  deleteLink: endpoint({
    ...ROUTES.deleteLink,
    tag: 'Links',
    params: IdParams,
    admin: true,
    summary: 'Delete a link; its preview picture goes once nothing uses it.',
    responses: { 204: NoContent },
  }),
  reorderLinks: endpoint({
    ...ROUTES.reorderLinks,
    tag: 'Links',
    body: LinkReorder,
    admin: true,
    summary:
      'Give links new places (all at once, or none if an id is unknown); answers the whole list in its new order.',
    responses: { 200: Type.Array(Link) },
  }),

  // Sync, sign-in, push (our additions)
  sync: endpoint({
    ...ROUTES.sync,
    tag: 'Sync',
    query: SyncQuery,
    summary: 'A page of changes to every synced table since a cursor.',
    responses: { 200: SyncPage },
  }),
  login: endpoint({
    ...ROUTES.login,
    tag: 'Auth',
    body: Login,
    summary: 'Sign in as the admin: sets an httpOnly session cookie.',
    responses: { 200: AuthUser },
  }),
  logout: endpoint({
    ...ROUTES.logout,
    tag: 'Auth',
    summary: 'End the admin session.',
    responses: { 204: NoContent },
  }),
  getAuthUser: endpoint({
    ...ROUTES.getAuthUser,
    tag: 'Auth',
    admin: true,
    summary: 'Answers 200 for the admin, 401 for anyone else.',
    responses: { 200: AuthUser },
  }),
  getPushPublicKey: endpoint({
    ...ROUTES.getPushPublicKey,
    tag: 'Push',
    summary: 'The VAPID key browsers subscribe with.',
    responses: { 200: PushPublicKey },
  }),
  savePushSubscription: endpoint({
    ...ROUTES.savePushSubscription,
    tag: 'Push',
    body: PushSubscriptionSave,
    summary:
      'Receive a push when a story is published (only endpoints of known browser push services). ' +
      '`wants` and `follows`, when given, replace what the subscription wanted and followed; absent, a saved subscription keeps them (a new one wants everything and follows nothing).',
    responses: { 201: PushSubscription },
  }),
  removePushSubscription: endpoint({
    ...ROUTES.removePushSubscription,
    tag: 'Push',
    body: PushSubscriptionRemove,
    summary: 'Stop pushes to this subscription.',
    responses: { 204: NoContent },
  }),
  savePushFollows: endpoint({
    ...ROUTES.savePushFollows,
    tag: 'Push',
    body: PushFollowsSave,
    summary:
      'Ours: what this subscription is pushed, every publish (`everything`) or only those of what it `follows` (series ids, and "standalone" for stories of no series), ' +
      'replacing the whole choice at once, so a replay leaves the same. Answers the choice as kept, `follows` sorted. An endpoint never saved (or removed) is a 404.',
    responses: { 200: PushFollows },
  }),
  // Reader profiles (devices linked without an account)
  startPairing: endpoint({
    ...ROUTES.startPairing,
    tag: 'Profile',
    summary:
      'Ours: a one-time pairing secret (10 minutes, one use) for a link that joins another device to this reader profile. ' +
      "Sent with a linked device's `Authorization: Bearer` secret, the other device joins its profile; sent without, the answer also " +
      "holds this device's own secret (`deviceSecret`), and the profile is made only when the other device redeems. Nothing is kept " +
      'about a reader before that. Limited per address (429 with Retry-After).',
    responses: { 201: PairingStarted },
  }),
  redeemPairing: endpoint({
    ...ROUTES.redeemPairing,
    tag: 'Profile',
    body: PairingRedeem,
    summary:
      'Ours: joins this device to the profile of a pairing secret and answers its own device secret. A wrong, expired or used ' +
      'secret gets the same 404 PAIRING_INVALID; failures are limited per address (429 with Retry-After).',
    responses: { 200: PairingRedeemed },
  }),
  getProfile: endpoint({
    ...ROUTES.getProfile,
    tag: 'Profile',
    profile: true,
    summary:
      "Ours: this device's profile: linked (with when each device joined) or still waiting for the device its pairing link is for.",
    responses: { 200: ProfileState },
  }),
  listProfileChanges: endpoint({
    ...ROUTES.listProfileChanges,
    tag: 'Profile',
    profile: true,
    query: ProfileChangesQuery,
    summary:
      "Ours: the profile's elements changed after `since` (each as its latest change, deletes included), oldest first, in pages. " +
      'A cursor from before a restore is a 409 CURSOR_AHEAD: start again from the beginning.',
    responses: { 200: ProfileChangesPage },
  }),
  pushProfileChanges: endpoint({
    ...ROUTES.pushProfileChanges,
    tag: 'Profile',
    profile: true,
    body: ProfileChangesPush,
    summary:
      "Ours: this device's changes. Each is kept only if it wins over the stored one (the later clock; for places the later run, " +
      'then the further place), so a replay or any order of arrival gives the same; answers what is now held for each key sent. ' +
      'Changes of a story or series the server does not have are dropped.',
    responses: { 200: ProfileChangesHeld },
  }),
  unlinkDevice: endpoint({
    ...ROUTES.unlinkDevice,
    tag: 'Profile',
    profile: true,
    summary:
      "Ours: this device leaves its profile (its secret stops working). The last device's leaving deletes the profile.",
    responses: { 204: NoContent },
  }),
  forgetProfile: endpoint({
    ...ROUTES.forgetProfile,
    tag: 'Profile',
    profile: true,
    summary:
      "Ours: deletes this device's profile and everything the server keeps of it; every linked device's secret stops working. Devices keep their own copies.",
    responses: { 204: NoContent },
  }),
  // Backups
  listBackups: endpoint({
    ...ROUTES.listBackups,
    tag: 'Backups',
    admin: true,
    summary: 'The backups kept on the server, newest first, and the one being taken now.',
    responses: { 200: BackupList },
  }),
  startBackup: endpoint({
    ...ROUTES.startBackup,
    tag: 'Backups',
    admin: true,
    summary: 'Back up now: starts a backup (or joins the one running) and answers the list with its progress.',
    responses: { 200: BackupList },
  }),
  downloadBackup: endpoint({
    ...ROUTES.downloadBackup,
    tag: 'Backups',
    admin: true,
    params: BackupNameParams,
    summary: 'One backup archive (tar), as a download.',
    responses: { 200: File },
  }),
} as const satisfies Record<EndpointName, Endpoint>

export type Api = typeof API
export type { EndpointName }
