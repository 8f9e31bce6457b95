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

type Failure = NonNullable<FastifyError['validation']>[number] & { parentSchema?: Described }
type Described = TSchema & { errorMessage?: string; properties?: Record<string, Described> }

/** The schema that words a failure: a missing property's own, else the one that failed. */
function describedBy(failure: Failure): Described | undefined {
  const missing = failure.keyword === 'required' ? failure.params.missingProperty : undefined
  return typeof missing === 'string' ? failure.parentSchema?.properties?.[missing] : failure.parentSchema
}

/**
 * Ajv's first failure (with its schema: `verbose`), worded like every other field message. A union
 * reports each branch's failure before its own, so a failure of the same field whose schema has an
 * errorMessage (the union's) words it when there is one.
 */
function validationMessage(error: FastifyError): string {
  const failures = (error.validation ?? []) as Failure[]
  const first = failures[0]
  if (!first) return error.message
  const worded = failures.find((f) => f.instancePath === first.instancePath && describedBy(f)?.errorMessage) ?? first
  return fieldMessage(worded, describedBy(worded), `${error.validationContext ?? 'request'}${worded.instancePath.replaceAll('/', '.')}`)
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

