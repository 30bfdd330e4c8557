import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CareerEntry } from '@trellis/contracts';
import { CareerEntryInput } from '@trellis/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { careerEntries } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { loadCareerEntries } from '../profiles/profile-view.ts';
import { parseBody } from '../profiles/validate-body.ts';
import { route } from '../../http/route.ts';
import { profileEndpoints } from '@trellis/contracts/endpoints';

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
  route(app, profileEndpoints.careerEntries, { onRequest: requireUser }, async (request) =>
    loadCareerEntries(db, signedInUser(request).id, signedInUser(request).id),
  );

  route(app, profileEndpoints.addCareerEntry, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const entry = parseBody(CareerEntryInput, request.body);
    const [row] = await db
      .insert(careerEntries)
      .values({ userId: user.id, ...toColumns(entry) })
      .returning({ id: careerEntries.id });
    return await entryOf(db, user.id, row!.id);
  });

  route(app, profileEndpoints.updateCareerEntry, { onRequest: requireUser }, async (request) => {
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
  });

  route(app, profileEndpoints.removeCareerEntry, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const removed = await db
      .delete(careerEntries)
      .where(and(eq(careerEntries.id, request.params.id), eq(careerEntries.userId, user.id)))
      .returning({ id: careerEntries.id });
    if (!removed.length) throw notFound();
    return null;
  });
};
