import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody, CareerEntry, CareerEntryInput, IdParam, PATHS, ROUTES } from '@trellis/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { careerEntries } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { loadCareerEntries } from '../profiles/profile-view.ts';
import { parseBody } from '../profiles/validate-body.ts';

const AnyBody = z.record(z.string(), z.unknown());
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

function toColumns(entry: z.output<typeof CareerEntryInput>) {
  return {
    type: entry.type,
    title: entry.title,
    description: entry.description,
    groupName: entry.group,
    skills: entry.skills,
    isCurrentlyWorking: entry.is_currently_working,
    startDate: entry.start_date,
    endDate: entry.end_date,
    batch: entry.batch ?? null,
  };
}

async function entryOf(db: Database, userId: number, id: number): Promise<CareerEntry> {
  const { work, education } = await loadCareerEntries(db, userId, userId);
  const entry = [...work, ...education].find((item) => item.id === id);
  if (!entry) throw notFound();
  return entry;
}

/**
 * Work and education entries. Another member's entry
 * answers 404, so ids say nothing about who owns them.
 */
export const careerProfileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    PATHS.careerProfiles,
    {
      onRequest: requireUser,
      schema: {
        tags: ['profiles'],
        summary: 'Own career entries',
        response: { 200: z.object({ work: z.array(CareerEntry), education: z.array(CareerEntry) }), 401: ApiErrorBody },
      },
    },
    async (request) => loadCareerEntries(db, signedInUser(request).id, signedInUser(request).id),
  );

  app.post(
    PATHS.careerProfiles,
    {
      onRequest: requireUser,
      schema: { tags: ['profiles'], summary: 'Add a career entry', body: AnyBody, response: { 201: CareerEntry, ...errors } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const entry = parseBody(CareerEntryInput, request.body);
      const [row] = await db
        .insert(careerEntries)
        .values({ userId: user.id, ...toColumns(entry) })
        .returning({ id: careerEntries.id });
      return reply.code(201).send(await entryOf(db, user.id, row!.id));
    },
  );

  app.patch(
    ROUTES.careerProfile,
    {
      onRequest: requireUser,
      schema: {
        tags: ['profiles'],
        summary: 'Change a career entry',
        params: IdParam,
        body: AnyBody,
        response: { 200: CareerEntry, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const current = await entryOf(db, user.id, request.params.id);
      const merged = {
        type: current.type,
        title: current.title,
        description: current.description,
        group: current.group,
        skills: current.skills.map((skill) => skill.id),
        is_currently_working: current.is_currently_working,
        start_date: current.start_date,
        end_date: current.end_date,
        batch: current.batch,
        ...request.body,
      };
      const entry = parseBody(CareerEntryInput, merged);
      await db
        .update(careerEntries)
        .set(toColumns(entry))
        .where(and(eq(careerEntries.id, current.id), eq(careerEntries.userId, user.id)));
      return entryOf(db, user.id, current.id);
    },
  );

  app.delete(
    ROUTES.careerProfile,
    {
      onRequest: requireUser,
      schema: { tags: ['profiles'], summary: 'Remove a career entry', params: IdParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const removed = await db
        .delete(careerEntries)
        .where(and(eq(careerEntries.id, request.params.id), eq(careerEntries.userId, user.id)))
        .returning({ id: careerEntries.id });
      if (!removed.length) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
