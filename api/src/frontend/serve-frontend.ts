import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig, RemoteEntry } from '@trellis/contracts';
import { remoteDescriptors } from '../features/remotes/descriptors.ts';
import { brandOf, firstPaintFile, renderShellPage, withBrand } from './shell-page.ts';

/** Entry points change on every deployment at the same URL, so browsers revalidate them. */
const ENTRY_FILES = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'index.html']);
/** Bundlers put a content hash of 8 or more hex characters in the names of everything else they emit. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\./i;

function cacheControl(path: string): string {
  const name = basename(path);
  if (ENTRY_FILES.has(name)) return 'no-cache';
  return HASHED_NAME.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const NOT_SPA = /^\/(api|ws|remotes)(\/|$)/;

export type FrontendFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | null;

/**
 * Serves the built shell at / and each remote's build at /remotes/<folder>/, from
 * the same origin as the API. Returns the single-page-app fallback for the
 * not-found handler, or null when there is no shell build to fall back to.
 * Each page carries the registry `listRemotes` gives and preloads the entry of
 * the remote owning its path; it carries the settings `siteOf` gives for the request's host, and a page with a first
 * paint shows that site's brand in it. Bundles go out as the build compressed them
 * (`.br`, `.gz` beside each file) for clients that accept it.
 */
export async function serveFrontend(
  app: FastifyInstance,
  repoRoot: string,
  pagePolicy: string,
  listRemotes: () => Promise<RemoteEntry[] | null>,
  siteOf: (host: string | undefined) => Promise<AppConfig | null>,
): Promise<FrontendFallback | null> {
  const servedFolders = new Set<string>();
  for (const { folder } of remoteDescriptors()) {
    const dist = join(repoRoot, folder, 'dist');
    if (!existsSync(dist)) {
      app.log.warn(`${folder}/dist is missing: /remotes/${folder}/ answers 404 until it is built`);
      continue;
    }
    servedFolders.add(folder);
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControl(path));
        reply.header('access-control-allow-origin', '*');
      },
    });
  }

  const shellDist = join(repoRoot, 'shell', 'dist');
  if (!existsSync(shellDist)) {
    app.log.warn('shell/dist is missing: only the API is served until the front end is built');
    return null;
  }
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    // The page itself is rendered per request, with the registry in it.
    index: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControl(path));
      if (basename(path) === 'index.html') reply.header('content-security-policy', pagePolicy);
    },
  });

  /** A part of the page, or null when it cannot be had: the page still works without it, as the shell then asks for it. */
  const partOrNull = async <T>(load: () => Promise<T | null>, missing: string) => {
    try {
      return await load();
    } catch (error) {
      app.log.warn({ err: error }, `the served page carries no ${missing}`);
      return null;
    }
  };

  const firstPaintOf = (remotes: RemoteEntry[] | null, path: string) => {
    const found = firstPaintFile(remotes, path);
    if (!found || !servedFolders.has(found.folder)) return null;
    // Most paths have none: a missing file is the usual answer, not a fault.
    return readFile(join(repoRoot, found.folder, 'dist', found.file), 'utf8').catch(() => null);
  };

  const sendPage = async (reply: FastifyReply, path: string, host: string | undefined) => {
    const [template, remotes, site] = await Promise.all([
      readFile(join(shellDist, 'index.html'), 'utf8'),
      partOrNull(listRemotes, 'registry'),
      partOrNull(() => siteOf(host), 'site settings'),
    ]);
    const markup = await firstPaintOf(remotes, path);
    const firstPaint = markup && withBrand(markup, site && brandOf(site));
    return (
      reply
        .code(200)
        .header('cache-control', 'no-cache')
        // The page carries the settings of the site the host names.
        .header('vary', 'Host')
        .header('content-security-policy', pagePolicy)
        .type('text/html; charset=utf-8')
        .send(renderShellPage(template, { remotes, pathname: path, firstPaint, site }))
    );
  };
  app.get('/', (request, reply) => sendPage(reply, '/', request.headers.host));

  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || NOT_SPA.test(path) || extname(path) !== '') return null;
    return sendPage(reply, path, request.headers.host);
  };
}
