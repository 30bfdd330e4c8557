import type { z } from 'zod';
import type * as Contracts from './index.ts';

/** Every endpoint's path is under this prefix. */
export const API_PREFIX = '/api/v1';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The zod schemas of one endpoint: what the path, query and body may hold, and what it answers. */
export type EndpointSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  answer: z.ZodType;
};

/** The module of every contract, as `schemas` receives it. */
export type ContractModule = typeof Contracts;

/**
 * One endpoint of /api/v1, declared once and read by both sides: the server registers its route from it and the
 * client derives its call from it.
 *
 * The schemas are reached through a function of the contract module rather than imported here, so a declaration
 * costs no zod at run time: the server hands it the module it imports anyway, and the browser loads the module
 * only when it checks an answer, off the start-up path.
 */
/** How a call travels (see `Endpoint.kind`). */
export type EndpointKind = 'json' | 'upload' | 'download' | 'stream';

export type Endpoint<S extends EndpointSchemas = EndpointSchemas, K extends EndpointKind = EndpointKind> = {
  readonly method: Method;
  /** The route pattern, `:name` for each path parameter, with the trailing slash clients call. */
  readonly path: string;
  /** One line for the API documentation. */
  readonly summary: string;
  /** The success status: 201 for a creation, 204 when nothing is answered. */
  readonly status: 200 | 201 | 204;
  /**
   * `json` (the default) sends and answers JSON; `upload` sends a multipart form the handler reads itself;
   * `download` answers a file; `stream` sends JSON and answers server-sent events, the last of which (`done`) holds
   * the answer.
   */
  readonly kind: K;
  /** The area it belongs to, which groups it in the API documentation. */
  readonly tag: string;
  readonly schemas: (contracts: ContractModule) => S;
};

type Declaration<S extends EndpointSchemas, K extends EndpointKind> = {
  method: Method;
  path: string;
  summary: string;
  status?: 200 | 201 | 204;
  kind?: K;
  schemas: (contracts: ContractModule) => S;
};

/** Declares one endpoint; see `Endpoint`. */
export function endpoint<S extends EndpointSchemas, const K extends EndpointKind = 'json'>(declaration: Declaration<S, K>): Endpoint<S, K> {
  return { status: 200, kind: 'json' as K, tag: '', ...declaration };
}

/** The endpoints of one area, tagged with its name. */
export function endpointGroup<G extends Record<string, Endpoint>>(tag: string, group: G): G {
  return Object.fromEntries(Object.entries(group).map(([name, declared]) => [name, { ...declared, tag }])) as G;
}

export type SchemasOf<E extends Endpoint> = ReturnType<E['schemas']>;
/**
 * What a client sends for a schema: what it accepts, except that a field the server coerces (a number or a flag in a
 * path or query, which zod accepts as anything) is sent as what it becomes.
 */
type Input<T> = T extends z.ZodType ? Sent<z.input<T>, z.output<T>> : never;
type Sent<In, Out> = In extends object ? { [K in keyof In]: unknown extends In[K] ? OutField<Out, K> : In[K] } : In;
/** A field as the schema outputs it, from whichever member of a union of objects holds it. */
type OutField<Out, K> = Out extends unknown ? (K extends keyof Out ? Out[K] : never) : never;

/** What the handler returns for an endpoint (the answer schema turns it into what is sent). */
export type HandlerAnswer<E extends Endpoint> = z.input<SchemasOf<E>['answer']>;
/** What a call of the endpoint answers. */
export type AnswerOf<E extends Endpoint> = E['kind'] extends 'download' ? Blob : z.output<SchemasOf<E>['answer']>;

/** A field of a call's input: required when its schema needs something, optional when all of it is, absent without a schema. */
type Field<K extends string, T> = [T] extends [z.ZodType]
  ? object extends Input<T>
    ? { [key in K]?: Input<T> }
    : { [key in K]: Input<T> }
  : { [key in K]?: never };

/** What a call of the endpoint sends: its path parameters, query and body, each as its schema accepts it. */
export type CallInput<E extends Endpoint> = Field<'params', SchemasOf<E>['params']> &
  Field<'query', SchemasOf<E>['query']> &
  (E['kind'] extends 'upload' ? { body: FormData; onProgress?: (percent: number) => void } : Field<'body', SchemasOf<E>['body']>);

/** The names of a path's `:name` segments. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
}

/** The path of a call: each `:name` segment replaced by its value, encoded. */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params: Record<string, unknown> = {}): string {
  return endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
