// Placeholder: being written (routes of series).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'

const routes: FastifyPluginAsyncTypebox = async () => {}
export default routes
