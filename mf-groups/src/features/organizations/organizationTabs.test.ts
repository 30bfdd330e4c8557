import { tabOfPath, visibleTabs, type TabContext } from './organizationTabs.ts';

const organization = (overrides: Partial<TabContext['organization']> = {}): TabContext['organization'] => ({
  is_admin: false,
  is_influencer: false,
  membership_status: 'accepted',
  ...overrides,
});
const context = (overrides: Partial<TabContext> = {}): TabContext => ({
  organization: organization(),
  signedIn: true,
  showJobMenu: false,
  takesDonations: false,
  ...overrides,
});

describe('organization tabs', () => {
  it('shows no tabs to visitors, outsiders and applicants', () => {
    expect(visibleTabs(context({ signedIn: false }))).toEqual([]);
    expect(visibleTabs(context({ organization: organization({ membership_status: null }) }))).toEqual([]);
    expect(visibleTabs(context({ organization: organization({ membership_status: 'pending' }) }))).toEqual([]);
  });

  it('shows a member the tabs, Donate and Job Board only when they apply, Admin only to administrators', () => {
    expect(visibleTabs(context())).toEqual(['overview', 'people', 'circles', 'events', 'resources', 'posts']);
    expect(visibleTabs(context({ showJobMenu: true, takesDonations: true }))).toEqual([
      'overview',
      'people',
      'circles',
      'events',
      'resources',
      'posts',
      'donate',
      'jobs',
    ]);
    expect(visibleTabs(context({ organization: organization({ is_admin: true, membership_status: null }) }))).toContain('admin');
  });

  it('shows an influencer organization as Overview and AI Impact to everyone', () => {
    const influencer = organization({ is_influencer: true, membership_status: null });
    expect(visibleTabs(context({ organization: influencer, signedIn: false }))).toEqual(['overview', 'impact']);
    expect(visibleTabs(context({ organization: { ...influencer, is_admin: true } }))).toEqual(['overview', 'impact']);
  });

  it('reads the tab from the address', () => {
    expect(tabOfPath('/org/acme', 'acme')).toBe('overview');
    expect(tabOfPath('/org/acme/people', 'acme')).toBe('people');
    expect(tabOfPath('/org/acme/people/', 'acme')).toBe('people');
    expect(tabOfPath('/org/acme/nonsense', 'acme')).toBe('overview');
  });
});
