import { offersClassroomSync } from './classroomSyncRule.ts';

const organization = { id: 1, name: 'Trellis Career Network', name_slug: 'trellis-career-network', classroom_access: true };
const site = { configured: true, organization };
const circle = {
  group_type: 'circle' as const,
  parent_group: { id: 1, name: 'Trellis Career Network', name_slug: 'trellis-career-network', group_type: 'organization' as const },
  google_classroom_id: '734918265013',
  is_admin: true,
  is_certified: true,
};

describe('offersClassroomSync', () => {
  it('offers the sync to a certified administrator of a top-level circle naming its course, on an organization with access', () => {
    expect(offersClassroomSync(circle, site)).toBe(true);
  });

  it('holds back on any missing condition', () => {
    expect(offersClassroomSync(circle, { ...site, configured: false })).toBe(false);
    expect(offersClassroomSync({ ...circle, google_classroom_id: null }, site)).toBe(false);
    expect(offersClassroomSync({ ...circle, is_admin: false }, site)).toBe(false);
    expect(offersClassroomSync({ ...circle, is_certified: false }, site)).toBe(false);
    expect(offersClassroomSync({ ...circle, group_type: 'event' }, site)).toBe(false);
    expect(offersClassroomSync({ ...circle, parent_group: { ...circle.parent_group, id: 2 } }, site)).toBe(false);
    expect(offersClassroomSync({ ...circle, parent_group: null }, site)).toBe(false);
    expect(offersClassroomSync(circle, { configured: true, organization: { ...organization, classroom_access: false } })).toBe(false);
    expect(offersClassroomSync(circle, { configured: true, organization: null })).toBe(false);
    expect(offersClassroomSync(circle, { configured: true, organization: undefined })).toBe(false);
  });
});
