import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContentBlock, ContentType, SecurityLevel } from '@trellis/contracts';
import { groups } from './groups.ts';
import { users } from './users.ts';

/**
 * Posts, newsletters and career tips shared in a group. The blocks, their HTML and their words are stored cleaned:
 * nothing reaches this table without passing the rich-text cleaner.
 */
export const posts = pgTable(
  'posts',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    type: text().$type<ContentType>().notNull(),
    /** The first characters of the text. */
    title: text().notNull(),
    blocks: jsonb().$type<ContentBlock[]>().notNull(),
    html: text().notNull(),
    /** The words alone, for search and previews. */
    rawText: text().notNull(),
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** 0 public; 20 private to the group's members. */
    securityLevel: integer().$type<SecurityLevel>().notNull().default(20),
    /** Ids of files the author uploaded, attached in the order shown. */
    files: integer().array().notNull().default([]),
    /** A newsletter that was e-mailed to the group's members. */
    sendEmail: boolean().notNull().default(false),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('posts_slug_key').on(t.slug),
    // Each list pages newest first within its filters: by kind, by group and kind, by author and kind.
    index('posts_type_created_idx').on(t.type, t.createdAt.desc(), t.id.desc()),
    index('posts_group_type_created_idx').on(t.groupId, t.type, t.createdAt.desc(), t.id.desc()),
    index('posts_author_type_created_idx').on(t.createdById, t.type, t.createdAt.desc(), t.id.desc()),
    // A download finds the posts that show its file (\`files @> array[id]\`).
    index('posts_files_idx').using('gin', t.files),
  ],
);
