import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { groups } from './groups.ts';
import { users } from './users.ts';

/**
 * A member's public profile. It lives apart from the users table because it names the member's institution, a
 * group, while groups name their members: this file depends on both, neither depends on it.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nameSlug: text().notNull(),
    picture: text(),
    country: text(),
    location: text(),
    institutionId: integer().references(() => groups.id, { onDelete: 'set null' }),
    shortBio: text().notNull().default(''),
    careerStory: text().notNull().default(''),
    careerAdvice: text().notNull().default(''),
    alternateEmail: text(),
    isAlternateEmailVerified: boolean().notNull().default(false),
    resume: text(),
    socialLinkedin: text(),
    video: text(),
    calendyUrl: text(),
    title: text().notNull().default(''),
    discipline: text().notNull().default(''),
    preferedLanguage: text().notNull().default(''),
    specificNeeds: text().notNull().default(''),
    additionalCareerInformation: text().notNull().default(''),
    /** twitter, facebook, google_scholar, research_gate, orcid (linkedin has its own column). */
    socialLinks: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Influential people give no career advice of their own on their profile. */
    isInfluencer: boolean().notNull().default(false),
    /** 1 Basic, 2 Intermediate, 3 Advanced; null when the member holds no leadership certification. */
    leadershipCertificationLevel: integer(),
  },
  (t) => [
    uniqueIndex('profiles_user_key').on(t.userId),
    uniqueIndex('profiles_name_slug_key').on(t.nameSlug),
    // People search also reads members whose slug starts with the search (see users.ts).
    index('profiles_name_slug_prefix_idx').on(sql`lower(${t.nameSlug}) collate "C"`),
    // A download of a resume finds whose it is.
    index('profiles_resume_idx').on(t.resume),
  ],
);
