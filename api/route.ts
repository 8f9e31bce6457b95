// Registers a route from its entry in the endpoint table (contract/api.ts): method, path and
// schemas come from the table, admin entries get the admin check (profile entries the device's),
// and the handler is typed by the entry. Form and file bodies are read by their handlers
// (multipart, streams: a form through services/forms/read-form.ts), so only JSON bodies go to
// Fastify's validation; the API description takes every body from the table (plugins/docs.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { Static, TSchema } from 'typebox'
import type { Endpoint } from '../contract/api.ts'
import type { MediaAnswer } from '../contract/api-routes.ts'
import { closingUnreadForm } from './services/forms/form-errors.ts'

declare module 'fastify' {
  interface FastifyReply {
    /**
     * A list answer written by the route's response schema, as Fastify does for any JSON value (its own types name only
     * keyed objects).
     */
    serializeInput(input: readonly unknown[], httpStatus: string): string
  }
}

type RouteTypesOf<E> = {
  Params: E extends { params: infer P extends TSchema } ? Static<P> : unknown
  Querystring: E extends { query: infer Q extends TSchema } ? Static<Q> : unknown
  Body: E extends { bodyType: 'form' | 'bytes' }
    ? unknown
    : E extends { body: infer B extends TSchema }
      ? Static<B>
      : unknown
}
type RequestOf<E> = FastifyRequest<RouteTypesOf<E>>
type AnswerOf<E> = E extends { media: MediaAnswer }
  ? FastifyReply
  : E extends { responses: { 200: infer R extends TSchema } }
    ? Static<R> | FastifyReply
    : E extends { responses: { 201: infer R extends TSchema } }
      ? FastifyReply | Static<R>
      : FastifyReply

export type EndpointHandler<E> = (request: RequestOf<E>, reply: FastifyReply) => Promise<AnswerOf<E>>

export interface RouteOptions {
  /** Runs after the admin check and the validation (rate limits, say). */
  preHandler?: preHandlerAsyncHookHandler
  bodyLimit?: number
}

/** The JSON answers Fastify serializes through their schema; media answers are files. */
function responseSchemas(endpoint: Endpoint): Record<string, TSchema> | undefined {
  if (endpoint.media) return undefined
  return Object.fromEntries(Object.entries(endpoint.responses).filter(([, schema]) => schema !== undefined))
}

/** Fastify warns about a schema part that is present but undefined. */
export const definedOnly = <T extends object>(parts: T): Partial<T> =>
  Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined)) as Partial<T>

export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RouteOptions = {},
): void {
  app.route<RouteTypesOf<E>>({
    method: endpoint.method,
    url: endpoint.path,
    schema: definedOnly({
      params: endpoint.params,
      querystring: endpoint.query,
      body: endpoint.bodyType === undefined || endpoint.bodyType === 'json' ? endpoint.body : undefined,
      response: responseSchemas(endpoint),
    }),
    // The admin check (or a reader profile's) comes first, before the body is read or validated: a
    // stranger gets 401 for any request, never the route's rules (400), and an upload is refused
    // before it is received.
    onRequest: endpoint.admin ? [app.requireAdmin] : endpoint.profile ? [app.requireProfile] : [],
    preHandler: options.preHandler ? [options.preHandler] : [],
    bodyLimit: options.bodyLimit,
    // Typed by the same schemas Fastify checks params, query and JSON body against. A form refused
    // before it was read to the end closes the connection, so the client stops sending it.
    handler: endpoint.bodyType === 'form' ? closingUnreadForm(handler) : handler,
  })
}
