import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import * as contracts from '@trellis/contracts';
import type { Endpoint, HandlerAnswer, SchemasOf } from '@trellis/contracts/endpoints';

type Output<T> = T extends z.ZodType ? z.output<T> : undefined;

/** The request a handler of the endpoint receives: path parameters, query and body as its schemas parsed them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Output<SchemasOf<E>['params']>;
  Querystring: Output<SchemasOf<E>['query']>;
  Body: Output<SchemasOf<E>['body']>;
}>;

/**
 * A handler answers the endpoint's answer, checked at compile time; a download sends its file through the reply, and
 * a stream writes its events to the reply itself.
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<E['kind'] extends 'download' | 'stream' ? FastifyReply : HandlerAnswer<E>>;

/** What a route adds to its declaration: who may call it and how it is served, never its shape. */
export type RouteOptions = Pick<RouteShorthandOptions, 'onRequest' | 'preValidation' | 'preHandler' | 'config' | 'bodyLimit'>;

type RouteTarget = Pick<FastifyInstance, 'route'>;

/**
 * Registers the route of a declared endpoint: its method and path, its params, query and body validated with the
 * declared schemas (bad input answers 400 with `field_errors` before the handler runs), the answer sent through its
 * schema, and every refusal in the error shape. The route's declaration travels with it, so a test can hold every
 * registered route against the declarations.
 */
export function route<E extends Endpoint>(app: RouteTarget, endpoint: E, options: RouteOptions, handler: EndpointHandler<E>) {
  const { params, query, body, answer } = endpoint.schemas(contracts);
  const schema: FastifySchema = {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    ...(endpoint.kind === 'json' || endpoint.kind === 'upload'
      ? { response: { 200: answer, [endpoint.status]: answer, '4xx': contracts.ApiErrorBody } }
      : endpoint.kind === 'stream' && { response: { '4xx': contracts.ApiErrorBody } }),
  };
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { ...options.config, endpoint },
    handler: async (request, reply) => {
      reply.code(endpoint.status);
      return handler(request as EndpointRequest<E>, reply);
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route was registered from (see `route`). */
    endpoint?: Endpoint;
  }
}
