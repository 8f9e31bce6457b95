// One error handler: catalogue errors and validation failures answer with a message a person can
// act on (a catalogue 5xx such as UPSTREAM_FAILED too: its wording is ours); anything else is
// logged and answers a 500 that leaks nothing. Every answer's code is one of the contract's
// (ERROR_CODES): the framework's own (FST_…) become the catalogue's code for their status.
import { STATUS_CODES } from 'node:http'
import fp from 'fastify-plugin'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { TSchema } from 'typebox'
import { isErrorCode, type ApiError, type ErrorCode } from '../../contract/error.ts'
import { Errors } from '../errors.ts'
import { fieldMessage } from '../schema-errors.ts'

type Failure = NonNullable<FastifyError['validation']>[number] & { parentSchema?: Described }
type Described = TSchema & { errorMessage?: string; properties?: Record<string, Described> }
type Thrown = FastifyError & { retryAfterSeconds?: number }

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
  return fieldMessage(
    worded,
    describedBy(worded),
    `${error.validationContext ?? 'request'}${worded.instancePath.replaceAll('/', '.')}`,
  )
}

/** A status that is not an error's (none, or a 2xx/3xx set by mistake) is our failure. */
function statusOf(error: Thrown): number {
  if (error.validation) return 400
  const status = error.statusCode ?? 500
  return status >= 400 && status < 600 ? status : 500
}

/** Ours as thrown; the framework's (a body that is not JSON, a files limit, a bad URL) by its status. */
function codeOf(error: Thrown, status: number): ErrorCode {
  if (error.validation) return 'BAD_INPUT'
  if (isErrorCode(error.code)) return error.code
  return status === 404 ? 'NOT_FOUND' : status === 413 ? 'TOO_LARGE' : 'BAD_REQUEST'
}

/** What reading a request throws when its client went away (a cancelled upload): nothing failed here. */
const CLIENT_GONE = new Set(['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE'])

/** The error answer; also Fastify's `frameworkErrors` (app.ts), which bypass the error handler. */
export function answerError(error: Thrown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds))
  const status = statusOf(error)
  if (request.raw.destroyed && CLIENT_GONE.has(error.code)) {
    request.log.info('request cancelled by the client before it was received')
    return reply.status(400).send({
      statusCode: 400,
      code: 'BAD_REQUEST',
      error: 'Bad Request',
      message: 'The request was cancelled before it was received.',
    } satisfies ApiError)
  }
  if (status >= 500 && !isErrorCode(error.code)) {
    request.log.error({ err: error }, 'request failed')
    const internal = new Errors.Internal()
    return reply.status(500).send({
      statusCode: 500,
      code: internal.code,
      error: 'Internal Server Error',
      message: internal.message,
    } satisfies ApiError)
  }
  if (status >= 500) request.log.warn({ err: error }, 'upstream failure')
  const message = error.validation ? validationMessage(error) : error.message
  return reply.status(status).send({
    statusCode: status,
    code: codeOf(error, status),
    error: STATUS_CODES[status] ?? 'Error',
    message,
  } satisfies ApiError)
}

export default fp(
  async (app) => {
    app.setErrorHandler(answerError)
  },
  { name: 'errors' },
)
