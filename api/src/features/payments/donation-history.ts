import { sql } from 'drizzle-orm';
import type { MemberDonation, ReceivedDonation } from '@trellis/contracts';
import { perDatabase } from '../../db/prepared.ts';
import { isoTimestamp } from '../../db/sql-json.ts';
import { viewerSource } from '../../auth/viewer-source.ts';
import { viewerAdministersGroup } from './donation-offers.ts';

const newestFirst = sql`c.created_at desc, c.id desc`;
const page = sql`limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;

const memberDonationJson = sql<MemberDonation>`json_build_object(
    'id', c.id,
    'created_at', ${isoTimestamp(sql`c.created_at`)},
    'amount', c.amount_cents / 100.0,
    'status', c.status,
    'organization', case when g.id is null then null else json_build_object('id', g.id, 'name', g.name, 'name_slug', g.name_slug) end
  )`;

/**
 * One page of the caller's own donations, newest first, with their count: the page is cut from
 * checkout_sessions_donor_idx (donor, then date and id) before the organizations are joined.
 */
export const memberDonationsStatement = perDatabase((db) => {
  const mine = sql`c.user_id = ${sql.placeholder('userId')} and c.purpose = 'donation'`;
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      count: sql<number>`(select count(*)::int from checkout_sessions c where ${mine})`,
      data: sql<MemberDonation[]>`coalesce((select json_agg(${memberDonationJson} order by ${newestFirst})
        from (select * from checkout_sessions c where ${mine} order by ${newestFirst} ${page}) c
        left join groups g on g.id = c.group_id), '[]'::json)`,
    })
    .from(viewerSource)
    .prepare('donations_of_member');
});

const receivedDonationJson = sql<ReceivedDonation>`json_build_object(
    'id', c.id,
    'created_at', ${isoTimestamp(sql`c.created_at`)},
    'amount', c.amount_cents / 100.0,
    'status', c.status,
    'donor', json_build_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name), 'name_slug', p.name_slug)
  )`;

/**
 * One page of the donations made to a group, newest first, with their count, read only when the caller administers
 * it: the page is cut from checkout_sessions_donee_idx (organization, then date and id) before donors are joined.
 */
export const receivedDonationsStatement = perDatabase((db) => {
  const toGroup = sql`c.group_id = ${sql.placeholder('groupId')} and c.purpose = 'donation' and ${viewerAdministersGroup}`;
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      groupExists: sql<boolean>`exists (select 1 from groups g where g.id = ${sql.placeholder('groupId')} and g.pending_author_id is null)`,
      administers: sql<boolean>`${viewerAdministersGroup}`,
      count: sql<number>`(select count(*)::int from checkout_sessions c where ${toGroup})`,
      data: sql<ReceivedDonation[]>`coalesce((select json_agg(${receivedDonationJson} order by ${newestFirst})
        from (select * from checkout_sessions c where ${toGroup} order by ${newestFirst} ${page}) c
        join users u on u.id = c.user_id
        left join profiles p on p.user_id = u.id), '[]'::json)`,
    })
    .from(viewerSource)
    .prepare('donations_to_group');
});
