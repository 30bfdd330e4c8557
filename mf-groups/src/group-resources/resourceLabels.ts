import { RESOURCE_SECURITY_LEVELS, type Resource } from '@trellis/contracts';

/** The state tags a resource shows: its review state, Contributed for the author's approved one, Premium, Private. */
export function resourceTags(resource: Pick<Resource, 'status' | 'is_author' | 'is_premium' | 'security_level'>) {
  const tags: { label: string; color?: string }[] = [];
  if (resource.status === 'pending') tags.push({ label: 'Pending review', color: 'gold' });
  if (resource.status === 'rejected') tags.push({ label: 'Rejected', color: 'red' });
  if (resource.status === 'approved' && resource.is_author) tags.push({ label: 'Contributed', color: 'green' });
  if (resource.is_premium) tags.push({ label: 'Premium', color: 'purple' });
  if (resource.security_level !== RESOURCE_SECURITY_LEVELS.public) tags.push({ label: 'Private' });
  return tags;
}
