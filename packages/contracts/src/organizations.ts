import { z } from 'zod';
import { DB_ID_MAX } from './common.ts';
import { GROUP_TYPES } from './identity.ts';

/** An organization as the switching and joining calls list it, before the user belongs to it. */
export const OrganizationBrief = z.object({
  id: z.number().int(),
  name: z.string(),
  name_slug: z.string(),
  logo: z.string().nullable(),
  description: z.string(),
  /** Host name of the site it lives on; null when it lives on every site. */
  domain: z.string().nullable(),
  group_type: z.enum(GROUP_TYPES),
  publicity: z.enum(['open', 'closed']),
});
export type OrganizationBrief = z.infer<typeof OrganizationBrief>;

export const OrganizationBriefList = z.object({ data: z.array(OrganizationBrief) });
export type OrganizationBriefList = z.infer<typeof OrganizationBriefList>;

/** GET /groups/default/: the site of `domain` (default: the Host header). */
export const DefaultOrganizationsQuery = z.object({ domain: z.string().trim().toLowerCase().min(1).max(253).optional() });
export type DefaultOrganizationsQuery = z.infer<typeof DefaultOrganizationsQuery>;

/**
 * A service is another white-label site, joined through its default
 * organization; its domain is where the member goes once joined.
 */
export const Service = OrganizationBrief.extend({ domain: z.string(), brand_name: z.string() });
export type Service = z.infer<typeof Service>;

export const ServiceList = z.object({ data: z.array(Service) });
export type ServiceList = z.infer<typeof ServiceList>;

/** Body of the calls that name one organization: switch, make default, join a service. */
export const GroupIdBody = z.object({ group_id: z.number().int().positive().max(DB_ID_MAX) });
export type GroupIdBody = z.infer<typeof GroupIdBody>;
