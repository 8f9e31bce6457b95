// Placeholder: being written (routes of media).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'

const routes: FastifyPluginAsyncTypebox = async () => {}
export default routes
