import { eq } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import {
  agentPrompts,
  agentSteps,
  agents,
  aiTools,
  careerEntries,
  follows,
  groupProfiles,
  groups,
  jobApplications,
  invitations,
  leaderApplications,
  jobs,
  memberships,
  notifications,
  profiles,
  resources,
  sites,
  subscriptionPlans,
  subscriptionDiscounts,
  subscriptionPrices,
  topics,
  useCases,
  userSubscriptions,
  users,
} from '../schema/index.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { slugify } from '../../text/slugify.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_AI_TOOLS, DEMO_JOB_APPLICATIONS, DEMO_JOBS, DEMO_RESOURCES, DEMO_USE_CASES } from './demo-content.ts';
import { DEMO_AGENTS, stepInfo } from './demo-agents.ts';
import { ASSISTANT_DEMO_RESOURCES } from './demo-assistant.ts';
import { DEMO_FOLLOWS } from './demo-follows.ts';
import { DEMO_GROUPS } from './demo-groups.ts';
import { DEMO_NOTIFICATIONS } from './demo-notifications.ts';
import { DEMO_PEOPLE } from './demo-people.ts';
import { DEMO_DISCOUNTS, DEMO_PLANS, TIER_FEATURES } from './demo-plans.ts';
import { seedDemoPosts } from './demo-posts.ts';
import { seedClassroomDemo } from './demo-classroom.ts';
import { seedModeration } from './demo-moderation.ts';
import {
  DEMO_GROUP_FOLLOWS,
  DEMO_INVITATIONS,
  DEMO_LEADER_APPLICATIONS,
  DEMO_PROGRAM_DETAILS,
  DEMO_PROGRAM_MEMBERSHIPS,
  DEMO_PROGRAMS,
} from './demo-programs.ts';
import { siteLogoUrl } from '../../features/site-config/site-logos.ts';
import { DEMO_SITES, FALLBACK_HOST } from './demo-sites.ts';
import { seedDiscoveryDemo } from './demo-discovery.ts';
import { seedDonationsDemo } from './demo-donations.ts';
import { GENERAL_TOPICS, SKILLS } from './demo-topics.ts';
import { seedDemoResources } from './demo-resources.ts';
import type { FileStore } from '../../features/uploads/file-store.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
const DAY = 24 * 60 * 60 * 1000;

function lookup(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Demo data refers to unknown "${key}"`);
  return id;
}

async function seedTopics(tx: Tx) {
  const rows = await tx
    .insert(topics)
    .values([
      ...GENERAL_TOPICS.map((name) => ({ name, topicType: 'general' as const })),
      ...SKILLS.map((name) => ({ name, topicType: 'skill' as const })),
    ])
    .returning();
  return {
    topicIds: new Map(rows.filter((row) => row.topicType === 'general').map((row) => [row.name, row.id])),
    skillIds: new Map(rows.filter((row) => row.topicType === 'skill').map((row) => [row.name, row.id])),
  };
}

async function seedGroups(tx: Tx, topicIds: Map<string, number>) {
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

async function seedPlans(tx: Tx) {
  const planIds = new Map<number, number>();
  for (const plan of DEMO_PLANS) {
    const [row] = await tx
      .insert(subscriptionPlans)
      .values({
        name: plan.name,
        description: plan.description,
        subscriptionTier: plan.tier,
        includedFeatures: plan.included,
        excludedFeatures: plan.excluded,
        ...TIER_FEATURES[plan.tier],
      })
      .returning({ id: subscriptionPlans.id });
    planIds.set(plan.tier, row!.id);
    const slug = slugify(plan.name);
    const prices = [
      ...(plan.monthly ? [{ recurring: 'month' as const, unitAmount: plan.monthly * 100 }] : []),
      ...(plan.yearly ? [{ recurring: 'year' as const, unitAmount: plan.yearly * 100 }] : []),
    ];
    if (prices.length > 0) {
      await tx.insert(subscriptionPrices).values(
        prices.map((price) => ({
          ...price,
          planId: row!.id,
          stripePriceId: `price_${slug}_${price.recurring}ly`,
          trialDays: plan.trialDays ?? 0,
        })),
      );
    }
  }
  await tx.insert(subscriptionDiscounts).values(DEMO_DISCOUNTS);
  return planIds;
}

async function seedPeople(
  tx: Tx,
  ids: { groupIds: Map<string, number>; topicIds: Map<string, number>; skillIds: Map<string, number>; planIds: Map<number, number> },
) {
  const hashes = await Promise.all(DEMO_PEOPLE.map(() => hashPassword(DEMO_PASSWORD)));
  const userIds = new Map<string, number>();
  for (const [index, person] of DEMO_PEOPLE.entries()) {
    const [user] = await tx
      .insert(users)
      .values({
        email: person.email,
        passwordHash: hashes[index]!,
        firstName: person.firstName,
        lastName: person.lastName,
        isVerified: person.isVerified,
        isStaff: person.isStaff ?? false,
      })
      .returning({ id: users.id });
    const userId = user!.id;
    userIds.set(person.email, userId);
    await tx.insert(profiles).values({
      userId,
      nameSlug: person.slug,
      country: person.country,
      location: person.location,
      title: person.title,
      institutionId: person.institution ? lookup(ids.groupIds, person.institution) : null,
      shortBio: person.shortBio,
      careerStory: person.careerStory ?? '',
      careerAdvice: person.careerAdvice ?? '',
      leadershipCertificationLevel: person.leadershipLevel ?? null,
      socialLinkedin: `https://www.linkedin.com/in/${person.slug}`,
    });
    await tx.insert(groupProfiles).values({
      userId,
      currentRole: person.currentRole,
      careerStage: person.careerStage,
      interestedServices: person.interestedServices,
      reasonToJoin: person.reasons,
      professionalField: person.professionalField,
      jobFunction: person.jobFunction ?? null,
      isCertified: person.isCertified ?? false,
      topics: person.topics.map((name) => lookup(ids.topicIds, name)),
      skills: person.skills.map((name) => lookup(ids.skillIds, name)),
    });
    const tier = person.tier ?? 0;
    await tx.insert(userSubscriptions).values({
      userId,
      planId: ids.planIds.get(tier) ?? null,
      appliedMembershipTier: tier,
      paymentStatus: tier > 0 ? 'confirmed' : null,
      ...TIER_FEATURES[tier],
      ...(person.oneToOneChat ? { oneToOneChat: true } : {}),
    });
    await tx.insert(memberships).values(
      person.memberships.map((membership) => ({
        userId,
        groupId: lookup(ids.groupIds, membership.group),
        role: membership.role ?? 'member',
        status: membership.status,
        isDefault: membership.isDefault ?? false,
        joinedAt: membership.status === 'accepted' ? new Date() : null,
      })),
    );
    if (person.career?.length) {
      await tx.insert(careerEntries).values(
        person.career.map((entry) => ({
          userId,
          type: entry.type,
          title: entry.title,
          description: entry.description,
          groupName: entry.group,
          skills: entry.skills.map((name) => lookup(ids.skillIds, name)),
          isCurrentlyWorking: entry.type === 'work' && !entry.end,
          startDate: entry.start,
          endDate: entry.end ?? null,
        })),
      );
    }
  }
  return userIds;
}

async function seedProgramMemberships(tx: Tx, groupIds: Map<string, number>, userIds: Map<string, number>) {
  const now = Date.now();
  await tx.insert(memberships).values(
    DEMO_PROGRAM_MEMBERSHIPS.map((membership, index) => ({
      userId: lookup(userIds, membership.email),
      groupId: lookup(groupIds, membership.group),
      role: membership.role ?? 'member',
      status: membership.status,
      paymentStatus: membership.paymentStatus ?? null,
      waitListed: membership.waitListed ?? false,
      reason: membership.reason ?? null,
      extraInfo: membership.extraInfo ?? {},
      // Spread over the past days so the member lists have a stable order.
      createdAt: new Date(now - (DEMO_PROGRAM_MEMBERSHIPS.length - index) * 60 * 60 * 1000),
      joinedAt: membership.status === 'accepted' ? new Date() : null,
    })),
  );
}

async function seedInvitations(tx: Tx, groupIds: Map<string, number>, userIds: Map<string, number>) {
  await tx.insert(invitations).values(
    DEMO_INVITATIONS.map((invitation) => {
      const inviteeId = userIds.get(invitation.to) ?? null;
      return {
        key: invitation.key,
        groupId: lookup(groupIds, invitation.group),
        inviterId: lookup(userIds, invitation.from),
        inviteeId,
        email: inviteeId === null ? invitation.to : null,
        status: invitation.status ?? 'pending',
        respondedAt: invitation.status && invitation.status !== 'pending' ? new Date() : null,
      };
    }),
  );
}

async function seedLeaderApplications(tx: Tx, groupIds: Map<string, number>, userIds: Map<string, number>) {
  await tx.insert(leaderApplications).values(
    DEMO_LEADER_APPLICATIONS.map((application) => ({
      userId: lookup(userIds, application.email),
      groupId: application.group ? lookup(groupIds, application.group) : null,
      response: application.response,
      status: application.status,
      decidedAt: application.status === 'pending' ? null : new Date(),
    })),
  );
}

async function seedContent(
  tx: Tx,
  ids: { groupIds: Map<string, number>; topicIds: Map<string, number>; skillIds: Map<string, number>; userIds: Map<string, number> },
) {
  const now = Date.now();
  await tx.insert(useCases).values(
    DEMO_USE_CASES.map((useCase, index) => ({
      slug: slugify(useCase.title),
      title: useCase.title,
      description: useCase.description,
      reason: useCase.reason,
      topics: useCase.topics.map((name) => lookup(ids.topicIds, name)),
      businessValue: useCase.businessValue,
      complexity: useCase.complexity,
      innovationCategory: useCase.innovationCategory,
      categories: useCase.categories,
      careerStages: useCase.careerStages,
      professionalFields: useCase.professionalFields,
      jobFunctions: useCase.jobFunctions,
      groupId: lookup(ids.groupIds, useCase.group),
      createdById: lookup(ids.userIds, useCase.author),
      status: useCase.status,
      voteScore: useCase.voteScore,
      // Spread over the past weeks so "newest first" has a meaningful order.
      createdAt: new Date(now - index * 2 * DAY),
    })),
  );
  await tx.insert(aiTools).values(
    DEMO_AI_TOOLS.map((tool) => ({
      slug: slugify(tool.name),
      name: tool.name,
      description: tool.description,
      website: tool.website,
      categories: tool.categories,
      groupId: lookup(ids.groupIds, tool.group),
      createdById: lookup(ids.userIds, tool.author),
      status: tool.status,
      voteScore: tool.voteScore,
    })),
  );
  const jobRows = await tx
    .insert(jobs)
    .values(
      DEMO_JOBS.map((job, index) => ({
        slug: slugify(job.title),
        title: job.title,
        description: job.description,
        requirements: job.requirements,
        jobType: job.jobType,
        jobLocation: job.jobLocation,
        address: job.address ?? null,
        jobStatus: job.status,
        skills: job.skills.map((name) => lookup(ids.skillIds, name)),
        careerStages: job.careerStages,
        countries: job.countries,
        groupId: lookup(ids.groupIds, job.group),
        createdById: lookup(ids.userIds, job.author),
        applicationOpenDate: new Date(now - (index + 30) * DAY),
        applicationCloseDate: new Date(now + job.closesInDays * DAY),
        // Spread over the past days so the board's newest-first order is the list's order.
        createdAt: new Date(now - (index + 1) * 60 * 60 * 1000),
      })),
    )
    .returning({ id: jobs.id, title: jobs.title });
  const jobIds = new Map(jobRows.map((row) => [row.title, row.id]));
  await tx.insert(jobApplications).values(
    DEMO_JOB_APPLICATIONS.map((application, index) => ({
      jobId: lookup(jobIds, application.job),
      userId: lookup(ids.userIds, application.email),
      status: application.status,
      reason: application.reason ?? null,
      createdAt: new Date(now - (DEMO_JOB_APPLICATIONS.length - index) * 60 * 60 * 1000),
      decidedAt: application.status === 'pending' ? null : new Date(now),
    })),
  );
  await tx.insert(resources).values(
    [...DEMO_RESOURCES, ...ASSISTANT_DEMO_RESOURCES].map((resource) => ({
      title: resource.title,
      titleSlug: slugify(resource.title),
      content: resource.content,
      source: resource.source ?? null,
      subType: resource.source ? 'external' : null,
      isPremium: resource.isPremium ?? false,
      topics: resource.topics.map((name) => lookup(ids.topicIds, name)),
      groupId: lookup(ids.groupIds, resource.group),
      createdById: lookup(ids.userIds, resource.author),
      status: resource.status,
    })),
  );
}

async function seedNotifications(tx: Tx, userIds: Map<string, number>) {
  const now = Date.now();
  await tx.insert(notifications).values(
    DEMO_NOTIFICATIONS.map((notification) => ({
      userId: lookup(userIds, notification.to),
      type: notification.type,
      notificationType: notification.notificationType,
      message: notification.message,
      data: notification.data,
      isRead: notification.isRead ?? false,
      createdAt: new Date(now - notification.hoursAgo * 60 * 60 * 1000),
    })),
  );
}

async function seedFollows(tx: Tx, userIds: Map<string, number>) {
  const now = Date.now();
  await tx.insert(follows).values(
    DEMO_FOLLOWS.map((follow) => ({
      followerId: lookup(userIds, follow.from),
      targetType: 'user',
      targetId: lookup(userIds, follow.to),
      createdAt: new Date(now - follow.hoursAgo * 60 * 60 * 1000),
    })),
  );
}

async function seedGroupFollows(tx: Tx, groupIds: Map<string, number>, userIds: Map<string, number>) {
  await tx.insert(follows).values(
    DEMO_GROUP_FOLLOWS.map((follow) => ({
      followerId: lookup(userIds, follow.email),
      targetType: follow.type,
      targetId: lookup(groupIds, follow.group),
    })),
  );
}

async function seedSites(tx: Tx, groupIds: Map<string, number>) {
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

async function seedAgents(tx: Tx) {
  for (const agent of DEMO_AGENTS) {
    const [row] = await tx
      .insert(agents)
      .values({
        name: agent.name,
        slug: agent.slug,
        agentType: agent.agentType,
        description: agent.description,
        canChat: agent.canChat,
        isPremium: agent.isPremium,
        extraInfo: { prompts: agent.prompts, show_stepper: agent.showStepper },
      })
      .returning({ id: agents.id });
    for (const [index, step] of agent.steps.entries()) {
      const [stepRow] = await tx
        .insert(agentSteps)
        .values({ agentId: row!.id, order: index + 1, stepType: step.type, extraInfo: stepInfo(step) })
        .returning({ id: agentSteps.id });
      if (step.prompt) await tx.insert(agentPrompts).values({ stepId: stepRow!.id, content: step.prompt });
    }
  }
}

/**
 * Loads the demo sites, accounts and content into an empty database, in one
 * transaction. Skipped (returns false) once the demo site exists.
 */
export async function seedDemoData(db: Database, files: FileStore): Promise<boolean> {
  const [existing] = await db.select({ id: sites.id }).from(sites).where(eq(sites.host, FALLBACK_HOST));
  if (existing) return false;
  await db.transaction(async (tx) => {
    const { topicIds, skillIds } = await seedTopics(tx);
    const groupIds = await seedGroups(tx, topicIds);
    const planIds = await seedPlans(tx);
    const userIds = await seedPeople(tx, { groupIds, topicIds, skillIds, planIds });
    await seedProgramMemberships(tx, groupIds, userIds);
    await seedInvitations(tx, groupIds, userIds);
    await seedLeaderApplications(tx, groupIds, userIds);
    await seedContent(tx, { groupIds, topicIds, skillIds, userIds });
    await seedDemoPosts(tx, groupIds, userIds);
    await seedDemoResources(tx, files, { groupIds, topicIds, userIds });
    await seedSites(tx, groupIds);
    await seedNotifications(tx, userIds);
    await seedFollows(tx, userIds);
    await seedGroupFollows(tx, groupIds, userIds);
    await seedDiscoveryDemo(tx);
    await seedAgents(tx);
    await seedModeration(tx);
    await seedDonationsDemo(tx, groupIds);
    await seedClassroomDemo(tx, groupIds);
  });
  return true;
}
