import { eq } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { agentPrompts, agentSteps, agents, follows, notifications, sites, topics } from '../schema/index.ts';
import type { FileStore } from '../../features/uploads/file-store.ts';
import { DEMO_AGENTS, stepInfo } from './demo-agents.ts';
import { seedClassroomDemo } from './demo-classroom.ts';
import { seedDiscoveryDemo } from './demo-discovery.ts';
import { seedDonationsDemo } from './demo-donations.ts';
import { DEMO_FOLLOWS } from './demo-follows.ts';
import { seedModeration } from './demo-moderation.ts';
import { DEMO_NOTIFICATIONS } from './demo-notifications.ts';
import { seedDemoPosts } from './demo-posts.ts';
import { seedDemoResources } from './demo-resources.ts';
import { FALLBACK_HOST } from './demo-sites.ts';
import { GENERAL_TOPICS, SKILLS } from './demo-topics.ts';
import { seedContent } from './seed-content.ts';
import { seedGroups, seedSites } from './seed-groups.ts';
import { seedPeople, seedPlans } from './seed-people.ts';
import { seedGroupFollows, seedInvitations, seedLeaderApplications, seedProgramMemberships } from './seed-program-members.ts';
import { lookup, type Tx } from './seed-support.ts';

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
