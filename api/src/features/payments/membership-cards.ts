import { randomInt } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import { API_PREFIX } from '@trellis/contracts';
import { commerceEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import type { Database } from '../../db/connection.ts';
import { membershipCards, profiles, subscriptionPlans, userSubscriptions, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { findSite } from '../site-config/site-lookup.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { MEDIA_PREFIX, STORED_NAME } from '../uploads/storage.ts';
import { renderMembershipCard } from './membership-card-image.ts';

/** Letters and digits that cannot be mistaken for one another when read off a card. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;
/** A photo larger than this is left off the card, which then shows the member's initials. */
const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
const PHOTO_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const newCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The address a card's image is served at. */
export const cardImagePath = (code: string) => `${API_PREFIX}${commerceEndpoints.membershipCardImage.path.replace(':code', code)}`;

/**
 * Makes (or remakes, keeping its code) the member's card from their name, photo and plan and the brand of the site
 * asked from; refused unless their plan grants a card.
 */
export async function makeMembershipCard(db: Database, userId: number, host: string | undefined): Promise<string> {
  const [member] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      picture: profiles.picture,
      granted: userSubscriptions.canCreateMembershipCard,
      planName: subscriptionPlans.name,
      tier: userSubscriptions.appliedMembershipTier,
      code: membershipCards.code,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(userSubscriptions, eq(userSubscriptions.userId, users.id))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .leftJoin(membershipCards, eq(membershipCards.userId, users.id))
    .where(eq(users.id, userId));
  if (!member?.granted) throw new HttpError(403, { detail: MESSAGES.membership.noMembershipCard });
  const site = await findSite(db, host);
  const face = {
    memberName: `${member.firstName} ${member.lastName}`.trim(),
    planName: member.planName?.trim() || MESSAGES.membership.unnamedPlan(member.tier ?? 0),
    brandName: site?.site.brandName ?? 'Trellis',
    brandColour: site?.site.theme.primary ?? '#1f3a5f',
    photo: member.picture,
  };
  const code = member.code ?? newCode();
  await db
    .insert(membershipCards)
    .values({ userId, code, ...face })
    .onConflictDoUpdate({ target: membershipCards.userId, set: { ...face, createdAt: new Date() } });
  return cardImagePath(code);
}

/** The photo of a card as a data address, or null when it is gone, too large or not a picture. */
async function photoData(files: FileStore, photo: string | null): Promise<string | null> {
  const name = photo?.startsWith(MEDIA_PREFIX) ? photo.slice(MEDIA_PREFIX.length) : null;
  const type = name ? PHOTO_TYPES[name.split('.').pop()!] : undefined;
  if (!name || !STORED_NAME.test(name) || !type) return null;
  const found = await files.open(name);
  if (!found) return null;
  if (found.size > PHOTO_MAX_BYTES) {
    found.stream.destroy();
    return null;
  }
  return `data:${type};base64,${(await buffer(found.stream)).toString('base64')}`;
}

/** The card of a verification code as an SVG image, or null when no card has it or its holder's plan no longer grants one. */
export async function membershipCardImage(db: Database, files: FileStore, code: string): Promise<string | null> {
  const [card] = await db
    .select({ card: membershipCards })
    .from(membershipCards)
    .innerJoin(userSubscriptions, eq(userSubscriptions.userId, membershipCards.userId))
    .where(and(eq(membershipCards.code, code), eq(userSubscriptions.canCreateMembershipCard, true)));
  if (!card) return null;
  const { memberName, planName, brandName, brandColour, photo, createdAt } = card.card;
  return renderMembershipCard({
    memberName,
    planName,
    brandName,
    brandColour,
    code,
    issued: createdAt,
    photo: await photoData(files, photo),
  });
}
