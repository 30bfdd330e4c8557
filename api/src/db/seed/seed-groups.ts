import { eq } from 'drizzle-orm';
import { groups, sites } from '../schema/index.ts';
import { siteLogoUrl } from '../../features/site-config/site-logos.ts';
import { DEMO_GROUPS } from './demo-groups.ts';
import { DEMO_PROGRAM_DETAILS, DEMO_PROGRAMS } from './demo-programs.ts';
import { DEMO_SITES } from './demo-sites.ts';
import { DAY, lookup, type Tx } from './seed-support.ts';

/** The demo organizations, institutions, circles and events, with their dates counted from today; ids by slug. */
export async function seedGroups(tx: Tx, topicIds: Map<string, number>) {
  const groupIds = new Map<string, number>();
  const now = Date.now();
  // Parents come first in the list, so a child's parent and root already have ids.
  for (const group of [...DEMO_GROUPS, ...DEMO_PROGRAMS]) {
    const details = DEMO_PROGRAM_DETAILS[group.slug] ?? {};
    const daysFromNow = (days: number | undefined) => (days === undefined ? null : new Date(now + days * DAY));
    const parentId = group.parent ? lookup(groupIds, group.parent) : null;
    const [parent] = parentId ? await tx.select({ rootGroupId: groups.rootGroupId }).from(groups).where(eq(groups.id, parentId)) : [];
    const start = group.startsInDays === undefined ? null : new Date(now + group.startsInDays * DAY);
    const [row] = await tx
      .insert(groups)
      .values({
        name: group.name,
        nameSlug: group.slug,
        groupType: group.type,
        description: group.description,
        country: group.country,
        domain: group.domain ?? null,
        privacy: group.privacy ?? 0,
        publicity: group.publicity ?? 'open',
        parentGroupId: parentId,
        rootGroupId: parentId ? (parent?.rootGroupId ?? parentId) : null,
        isVerified: group.isVerified ?? false,
        isCertified: group.isCertified ?? false,
        isInfluencer: group.isInfluencer ?? false,
        topics: group.topics.map((name) => lookup(topicIds, name)),
        maximumSize: group.maximumSize ?? null,
        priceCents: group.priceCents ?? null,
        startDate: start,
        endDate: start && group.lastsDays ? new Date(start.getTime() + group.lastsDays * DAY) : null,
        eventType: group.eventType ?? null,
        objective: details.objective ?? '',
        memberRequirements: details.memberRequirements ?? '',
        applicationOpenDate: daysFromNow(details.applicationOpensInDays),
        applicationCloseDate: daysFromNow(details.applicationClosesInDays),
        paidFeatures: details.paidFeatures ?? [],
        discount: details.discount ?? 0,
        extraInfo: {
          ...(details.questions ? { questions: details.questions } : {}),
          ...(details.isExternal ? { is_external: true, external_link: details.externalLink } : {}),
          ...(details.programType ? { program_type: details.programType } : {}),
        },
      })
      .returning({ id: groups.id });
    groupIds.set(group.slug, row!.id);
  }
  return groupIds;
}

/** The demo sites, each on its host with its theme, texts and default organization. */
export async function seedSites(tx: Tx, groupIds: Map<string, number>) {
  await tx.insert(sites).values(
    DEMO_SITES.map((site) => ({
      host: site.host,
      brandName: site.brandName,
      logo: siteLogoUrl(site.logo),
      variant: site.variant,
      theme: site.theme,
      ui: site.ui,
      landingContent: site.landing,
      amaDefaultPrompts: site.prompts,
      showPoweredBy: site.showPoweredBy,
      defaultOrganizationId: lookup(groupIds, site.defaultOrganization),
    })),
  );
}
