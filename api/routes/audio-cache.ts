// Placeholder: being written (routes of audio-cache).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'

const routes: FastifyPluginAsyncTypebox = async () => {}
export default routes
