// One error handler: catalogue errors and validation failures answer with a message a person can
// act on (a catalogue 5xx such as UPSTREAM_FAILED too: its wording is ours); anything else is
// logged and answers a 500 that leaks nothing.
import { STATUS_CODES } from 'node:http'
import fp from 'fastify-plugin'
import type { FastifyError } from 'fastify'
import type { TSchema } from 'typebox'
import { Errors } from '../errors.ts'
import { fieldMessage } from '../schema-errors.ts'

const CATALOGUE_CODES = new Set(Object.values(Errors).map((E) => new E('', '').code))
const INTERNAL = 'Something went wrong on our side. Please try again; if it keeps failing, tell the admin.'

/** Ajv's first failure (with its schema: `verbose`), worded like every other field message. */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0] as (NonNullable<FastifyError['validation']>[number] & { parentSchema?: TSchema }) | undefined
  if (!first) return error.message
  return fieldMessage(first, first.parentSchema, `${error.validationContext ?? 'request'}${first.instancePath.replaceAll('/', '.')}`)
}

export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError & { retryAfterSeconds?: number }, request, reply) => {
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds))
    const status = error.validation ? 400 : (error.statusCode ?? 500)
    if (status >= 500 && !CATALOGUE_CODES.has(error.code)) {
      request.log.error({ err: error }, 'request failed')
      return reply.status(500).send({ statusCode: 500, code: 'INTERNAL', error: 'Internal Server Error', message: INTERNAL })
    }
    if (status >= 500) request.log.warn({ err: error }, 'upstream failure')
    const code = error.validation ? 'BAD_INPUT' : (error.code ?? 'BAD_REQUEST')
    const message = error.validation ? validationMessage(error) : error.message
    return reply.status(status).send({ statusCode: status, code, error: STATUS_CODES[status] ?? 'Error', message })
  })
}, { name: 'errors' })

