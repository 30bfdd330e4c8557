import { eq } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { groups } from '../schema/index.ts';
import { DEFAULT_ORGANIZATION_SLUG } from './demo-groups.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The demo circle that names a Google Classroom course, led by the certified demo leader. */
export const DEMO_CLASSROOM_CIRCLE = 'ai-foundations-for-career-changers';
export const DEMO_CLASSROOM_COURSE_ID = '734918265013';

/**
 * Google Classroom on the demo site: the default organization has Classroom access and one of its circles names a
 * course, so its leader sees 'Sync from Google Classroom' (the sync itself needs the Classroom API configured).
 */
export async function seedClassroomDemo(tx: Tx, groupIds: Map<string, number>) {
  const idOf = (slug: string) => {
    const id = groupIds.get(slug);
    if (id === undefined) throw new Error(`No demo group ${slug} for Google Classroom`);
    return id;
  };
  await tx
    .update(groups)
    .set({ classroomAccess: true })
    .where(eq(groups.id, idOf(DEFAULT_ORGANIZATION_SLUG)));
  await tx
    .update(groups)
    .set({ googleClassroomId: DEMO_CLASSROOM_COURSE_ID })
    .where(eq(groups.id, idOf(DEMO_CLASSROOM_CIRCLE)));
}
