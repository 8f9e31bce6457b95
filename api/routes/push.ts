// Placeholder: being written (routes of push).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'

const routes: FastifyPluginAsyncTypebox = async () => {}
export default routes
