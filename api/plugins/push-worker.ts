// Placeholder: being written (starts and stops the push fan-out worker).
import fp from 'fastify-plugin'

export default fp(async () => {}, { name: 'push-worker' })
