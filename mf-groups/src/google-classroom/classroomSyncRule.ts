import type { GroupDetail, SiteInfo } from '@trellis/contracts';

type Circle = Pick<GroupDetail, 'group_type' | 'parent_group' | 'google_classroom_id' | 'is_admin' | 'is_certified'>;
/** What the site's config says: whether the server can call Classroom, and the site's default organization. */
type ClassroomSite = { configured: boolean; organization: SiteInfo['default_organization'] | undefined };

/**
 * Whether the page offers 'Sync from Google Classroom' (the server holds the sync to the same rule): the server is set
 * up to call Classroom, the circle names its course, the viewer is its administrator and certified, the site's default
 * organization has Classroom access, and the circle is a top-level one of that organization (not of a
 * sub-organization or of another organization).
 */
export function offersClassroomSync(circle: Circle, { configured, organization }: ClassroomSite): boolean {
  return (
    configured &&
    circle.group_type === 'circle' &&
    Boolean(circle.google_classroom_id) &&
    circle.is_admin &&
    circle.is_certified &&
    organization?.classroom_access === true &&
    circle.parent_group?.id === organization.id
  );
}
