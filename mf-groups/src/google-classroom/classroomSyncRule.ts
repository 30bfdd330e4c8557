import type { GroupDetail, SiteInfo } from '@trellis/contracts';

type Circle = Pick<GroupDetail, 'group_type' | 'parent_group' | 'google_classroom_id' | 'is_admin' | 'is_certified'>;

/**
 * Whether the page offers 'Sync from Google Classroom' (the server holds the sync to the same rule): the circle names
 * its course, the viewer is its administrator and certified, the site's default organization has Classroom access,
 * and the circle is a top-level one of that organization (not of a sub-organization or of another organization).
 */
export function offersClassroomSync(circle: Circle, organization: SiteInfo['default_organization'] | undefined): boolean {
  return (
    circle.group_type === 'circle' &&
    Boolean(circle.google_classroom_id) &&
    circle.is_admin &&
    circle.is_certified &&
    organization?.classroom_access === true &&
    circle.parent_group?.id === organization.id
  );
}
