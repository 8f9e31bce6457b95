// Security headers for every answer. The CSP allows only our own origin for scripts and media
// (legacy audio links play through /api/audio-proxy); images may come from https sources (link
// previews), and the service worker from self.
import fp from 'fastify-plugin'
import helmet from '@fastify/helmet'
import { HEAD_SCRIPT_HASH } from '../first-screen/head-script-hash.ts'

export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Our scripts, and the drawn pages' inline head script (the look, the early-input keeper) by its hash.
          scriptSrc: ["'self'", HEAD_SCRIPT_HASH],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
    })
  },
  { name: 'security' },
)
