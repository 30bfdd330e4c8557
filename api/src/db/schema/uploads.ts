import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A file a member uploaded through a form; `path` is relative to the uploads folder. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: text().notNull(),
    originalName: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    description: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploaded_files_user_idx').on(t.userId),
    // Every download asks which rows show the file it names.
    index('uploaded_files_path_idx').on(t.path),
  ],
);
