// Builds the whole server as one Fastify instance: plugins first, then one plugin per resource,
// then the built web app. server.ts listens; tests build this and use inject().
import Fastify, { type FastifyInstance } from 'fastify'
import { constants as zlib } from 'node:zlib'
import cookie from '@fastify/cookie'
import compress from '@fastify/compress'
import multipart from '@fastify/multipart'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Config } from './config.ts'
import { connect } from '../db/server/connect.ts'
import context from './plugins/context.ts'
import { ensureAdminPassword } from './services/auth/admin-password.ts'
import errors, { answerError } from './plugins/error-handler.ts'
import security from './plugins/security.ts'
import auth from './plugins/auth.ts'
import profileAuth from './plugins/profile-auth.ts'
import media from './plugins/media.ts'
import docs from './plugins/docs.ts'
import webApp from './plugins/web-app.ts'
import pushWorker from './plugins/push-worker.ts'
import releaseWorker from './plugins/release-worker.ts'
import backups from './plugins/backups.ts'
import linkPreviews from './plugins/link-previews.ts'
import authRoutes from './routes/auth.ts'
import storyRoutes from './routes/stories.ts'
import seriesRoutes from './routes/series.ts'
import commentRoutes from './routes/comments.ts'
import audioProgressRoutes from './routes/audio-progress.ts'
import audioUploadRoutes from './routes/audio-upload.ts'
import mediaRoutes from './routes/media.ts'
import audioProxyRoutes from './routes/audio-proxy.ts'
import audioCacheRoutes from './routes/audio-cache.ts'
import pushRoutes from './routes/push.ts'
import backgroundMusicRoutes from './routes/background-music.ts'
import albumRoutes from './routes/albums.ts'
import trackRoutes from './routes/tracks.ts'
import characterRoutes from './routes/characters.ts'
import linkRoutes from './routes/links.ts'
import syncRoutes from './routes/sync.ts'
import feedRoutes from './routes/feeds.ts'
import bookRoutes from './routes/books.ts'
import backupRoutes from './routes/backups.ts'
import profileRoutes from './routes/profile.ts'

export type App = FastifyInstance

/**
 * Fastify ignores a bare hop count (it cannot tell the proxy from a direct client), so a count
 * becomes "trust the nearest n hops": the client is the right-most entry the proxies did not add.
 */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust
}

export interface BuildOptions {
  /** false (tests), true (the server, at info), or from which level and where to (stdout unless told). */
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream }
  /** Sees every route as it is added (the test that holds the routes to the endpoint table). */
  onRoute?: (route: { method: string | string[]; url: string }) => void
  /** The clock releases and push retries go by (tests move one of their own; nothing sleeps). */
  now?: () => Date
}

/**
 * Fastify's request serializer leaves headers out; should a line ever log them (as `req.headers`
 * through another serializer, or `headers` whole), credentials still never reach it: a reader
 * profile's device secret, the admin password, the admin's session cookie.
 */
const REDACTED = [
  'req.headers.authorization',
  'req.headers["x-admin-password"]',
  'req.headers.cookie',
  'headers.authorization',
  'headers["x-admin-password"]',
  'headers.cookie',
]

function loggerOptions(logger: BuildOptions['logger']) {
  if (!logger) return false
  return { ...(logger === true ? { level: 'info' } : logger), redact: { paths: REDACTED, censor: '[redacted]' } }
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const db = await connect(config.databaseUrl)
  const generatedAdminPassword = await ensureAdminPassword(db, config.adminPassword)
  const app = Fastify({
    logger: loggerOptions(options.logger),
    trustProxy: trustProxyOption(config.trustProxy),
    // verbose: a failure carries its schema, so the message can use the field's title (and its
    // errorMessage, which Ajv is told is ours to read, not a rule to check).
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: 'array', verbose: true, keywords: ['errorMessage'] },
    },
    // A URL the router cannot decode or a parameter past its length never reaches the error
    // handler; answered the same way, its code is the catalogue's too.
    frameworkErrors: answerError,
  }).withTypeProvider<TypeBoxTypeProvider>()

  if (options.onRoute) app.addHook('onRoute', options.onRoute)
  await app.register(context, { config, db, generatedAdminPassword, now: options.now })
  await app.register(errors)
  await app.register(security)
  // JSON answers shrink 3–5×; media types are left alone. The app's own files come precompressed
  // from the build (precompress.config.ts); what is left is compressed per request, so brotli runs
  // at a moderate quality (11 would cost more CPU than it saves).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  })
  await app.register(cookie)
  await app.register(multipart)
  await app.register(auth)
  await app.register(profileAuth)
  await app.register(media)
  await app.register(backups)
  await app.register(linkPreviews)
  // Before the routes: it describes each as it is added.
  await app.register(docs)

  await app.register(authRoutes)
  await app.register(storyRoutes)
  await app.register(seriesRoutes)
  await app.register(commentRoutes)
  await app.register(audioProgressRoutes)
  await app.register(audioUploadRoutes)
  await app.register(mediaRoutes)
  await app.register(audioProxyRoutes)
  await app.register(audioCacheRoutes)
  await app.register(pushRoutes)
  await app.register(backgroundMusicRoutes)
  await app.register(albumRoutes)
  await app.register(trackRoutes)
  await app.register(characterRoutes)
  await app.register(linkRoutes)
  await app.register(syncRoutes)
  await app.register(feedRoutes)
  await app.register(bookRoutes)
  await app.register(backupRoutes)
  await app.register(profileRoutes)

  await app.register(pushWorker)
  await app.register(releaseWorker)
  await app.register(webApp)
  return app
}
