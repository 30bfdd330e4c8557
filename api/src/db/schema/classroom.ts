import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { resources } from './content.ts';
import { groups } from './groups.ts';

/**
 * Which Google Classroom material became which resource of a circle: a second sync finds the material here and adds
 * nothing, and a resource its administrators deleted since is not brought back.
 */
export const googleClassroomMaterials = pgTable(
  'google_classroom_materials',
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** The course work material's id in Classroom. */
    materialId: text().notNull(),
    resourceId: integer().references(() => resources.id, { onDelete: 'set null' }),
    syncedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('google_classroom_materials_group_material_key').on(t.groupId, t.materialId)],
);
