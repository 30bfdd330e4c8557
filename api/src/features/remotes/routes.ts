import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody, PATHS, ROUTES, RemoteEntry, RemoteRegistry, RemoteUpdate } from '@trellis/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireStaff } from '../../auth/request-user.ts';
import { remoteApps, remoteChanges } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { SERVER_MESSAGES } from '../../http/server-messages.ts';
import { isAllowedManifest } from './remote-origins.ts';
import { devManifestUrl } from './default-remotes.ts';
import { remoteDescriptors, routesOf } from './descriptors.ts';

const RemoteParams = z.object({ name: z.string().min(1).max(100) });

export const remoteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  // A row whose remote has no descriptor any more is left out: the shell would know neither its routes nor its menu.
  const toEntry = (row: typeof remoteApps.$inferSelect): RemoteEntry | null => {
    const descriptor = remoteDescriptors().find((remote) => remote.name === row.name);
    if (!descriptor) return null;
    const manifest_url = (config.devRemotes && devManifestUrl(row.name)) || row.manifestUrl;
    return { name: row.name, manifest_url, prefixes: row.prefixes, ...routesOf(descriptor) };
  };

  app.get(
    PATHS.remotes,
    { schema: { tags: ['remotes'], summary: 'Module Federation remotes the shell loads at runtime', response: { 200: RemoteRegistry } } },
    async (_request, reply) => {
      const rows = await db.select().from(remoteApps).orderBy(asc(remoteApps.position), asc(remoteApps.id));
      // Always revalidated: repointing a remote must reach the next page load.
      reply.header('cache-control', 'no-cache');
      return { remotes: rows.flatMap((row) => toEntry(row) ?? []) };
    },
  );

  app.put(
    ROUTES.remote,
    {
      onRequest: requireStaff,
      schema: {
        tags: ['remotes'],
        summary: 'Point a remote at another deployment (staff)',
        params: RemoteParams,
        body: RemoteUpdate,
        response: { 200: RemoteEntry, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const { name } = request.params;
      const { manifest_url, prefixes } = request.body;
      if (!isAllowedManifest(manifest_url, config.remoteOrigins)) {
        throw new HttpError(400, { field_errors: { manifest_url: [SERVER_MESSAGES.remoteOriginNotAllowed] } });
      }
      const entry = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(remoteApps)
          .set({ manifestUrl: manifest_url, ...(prefixes ? { prefixes } : {}), updatedAt: new Date() })
          .where(eq(remoteApps.name, name))
          .returning();
        if (!row) return null;
        await tx
          .insert(remoteChanges)
          .values({ name, manifestUrl: row.manifestUrl, prefixes: row.prefixes, changedBy: request.user?.id ?? null });
        return toEntry(row);
      });
      if (!entry) throw notFound();
      return entry;
    },
  );
};
