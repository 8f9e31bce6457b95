// Placeholder: being written (routes of audio-progress).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'

const routes: FastifyPluginAsyncTypebox = async () => {}
export default routes
