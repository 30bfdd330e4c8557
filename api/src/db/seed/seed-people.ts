import { hashPassword } from '../../auth/passwords.ts';
import { slugify } from '../../text/slugify.ts';
import {
  careerEntries,
  groupProfiles,
  memberships,
  profiles,
  subscriptionDiscounts,
  subscriptionPlans,
  subscriptionPrices,
  userSubscriptions,
  users,
} from '../schema/index.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_PEOPLE } from './demo-people.ts';
import { DEMO_DISCOUNTS, DEMO_PLANS, TIER_FEATURES } from './demo-plans.ts';
import { lookup, type Tx } from './seed-support.ts';

/** The membership plans with their prices and discounts; plan ids by tier. */
export async function seedPlans(tx: Tx) {
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

/**
 * The demo people: accounts, profiles, career answers and history, plans and organization memberships; ids by
 * e-mail.
 */
export async function seedPeople(
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
