import type { Identity } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { identity, servedRegistry } from '../testing/fixtures.ts';
import { decideAccess, type Visitor } from './decideAccess.ts';
import { routeTable, type RouteTable } from './routeAccess.ts';

// The routes as the remotes' descriptors declare them, handed out by the registry of a real API server.
let routes: RouteTable;
beforeAll(async () => {
  routes = routeTable(await servedRegistry());
});

const signedOut: Visitor = { signedIn: false, identity: null, currentOrgId: null, variant: 'general' };
const as = (change: (who: Identity) => void = () => {}): Visitor => {
  const who = identity();
  change(who);
  return { signedIn: true, identity: who, currentOrgId: null, variant: 'general' };
};
const member = as();
const at = (path: string, visitor: Visitor, owned: boolean | null = true) => {
  const url = new URL(path, 'http://site.test');
  return decideAccess(url.pathname, url.search, visitor, owned, routes);
};
const redirectTo = (to: string) => ({ kind: 'redirect', to });
const allow = { kind: 'allow' };

describe('the layout guards', () => {
  it('sends a signed-out visitor on a members-only page to /login with the current path as next', () => {
    expect(at('/favorites?tab=tools', signedOut)).toEqual(redirectTo('/login?next=%2Ffavorites%3Ftab%3Dtools'));
    expect(at('/admin-dashboard/members', signedOut)).toEqual(redirectTo('/login?next=%2Fadmin-dashboard%2Fmembers'));
  });

  it('waits for the identity before judging a signed-in visitor', () => {
    expect(at('/favorites', { ...member, identity: null })).toEqual({ kind: 'wait' });
  });

  it('applies trial, then unverified, then pending', () => {
    const everything = as((who) => {
      who.is_trial_user = true;
      who.is_verified = false;
      who.organization!.membership_status = 'pending';
    });
    expect(at('/events', everything)).toEqual(redirectTo('/signup?next=%2Fevents'));
    const unverifiedPending = as((who) => {
      who.is_verified = false;
      who.switchable_orgs[0]!.membership_status = 'pending';
    });
    expect(at('/events', unverifiedPending)).toEqual(redirectTo('/verify-otp?next=%2Fevents'));
    const pending = as((who) => {
      who.switchable_orgs[0]!.membership_status = 'pending';
    });
    expect(at('/events', pending)).toEqual(redirectTo('/pending'));
    expect(at('/events', member)).toEqual(allow);
  });

  it('sends a verified member with an incomplete profile to the wizard step it lacks, before /pending', () => {
    const noStage = as((who) => {
      who.group_profile!.career_stage = null;
      who.switchable_orgs[0]!.membership_status = 'pending';
    });
    expect(at('/events', noStage)).toEqual(redirectTo('/registration'));
    expect(at('/registration', noStage)).toEqual(allow);
    // Reasons to join are optional in the wizard, so a member who skipped them has finished it.
    const skippedReasons = as((who) => void (who.group_profile!.reason_to_join = []));
    expect(at('/events', skippedReasons)).toEqual(allow);

    const onCampus = { ...as((who) => void (who.profile.institution = null)), variant: 'institutional' as const };
    expect(at('/events', onCampus)).toEqual(redirectTo('/registration?step=basic'));
    const diaspora = { ...member, variant: 'diaspora' as const };
    expect(at('/events', diaspora)).toEqual(redirectTo('/registration?step=basic'));
    expect(at('/events', { ...noStage, variant: null })).toEqual(redirectTo('/pending'));
    expect(at('/events', member)).toEqual(allow);
  });

  it("offers a member of another site's organization to join this one before its wizard, and respects a no", () => {
    const elsewhere = { ...member, variant: 'diaspora' as const, siteOrganizationId: 9_999 };
    expect(at('/events', elsewhere)).toEqual({ kind: 'offer-join' });
    expect(at('/', elsewhere)).toEqual({ kind: 'offer-join' });
    // The wizard stays open to a member who goes there on purpose.
    expect(at('/registration', elsewhere)).toEqual(allow);
    // Declined: no offer, and none of the diaspora site's own questions.
    expect(at('/events', { ...elsewhere, declinedSiteOrganization: true })).toEqual(allow);
    // Questions every site asks still come.
    const noStage = as((who) => void (who.group_profile!.career_stage = null));
    expect(at('/events', { ...noStage, siteOrganizationId: 9_999, declinedSiteOrganization: true })).toEqual(redirectTo('/registration'));
    // A member of the site's organization, in any state, is never asked.
    const inSite = { ...member, variant: 'diaspora' as const, siteOrganizationId: member.identity!.switchable_orgs[0]!.id };
    expect(at('/events', inSite)).toEqual(redirectTo('/registration?step=basic'));
    // A member of no organization just signed up here: straight to the wizard, which joins them to it.
    const newcomer = as((who) => {
      who.switchable_orgs = [];
      who.group_profile!.career_stage = null;
    });
    expect(at('/events', { ...newcomer, siteOrganizationId: 9_999 })).toEqual(redirectTo('/registration'));
    expect(at('/login', elsewhere)).toEqual(allow);
    expect(at('/favorites', { ...elsewhere, signedIn: false, identity: null })).toEqual(redirectTo('/login?next=%2Ffavorites'));
  });

  it('keeps /signup for signed-out and trial visitors', () => {
    expect(at('/signup?next=/events', signedOut)).toEqual(allow);
    expect(
      at(
        '/signup',
        as((who) => void (who.is_trial_user = true)),
      ),
    ).toEqual(allow);
    expect(at('/signup', member)).toEqual(redirectTo('/'));
  });

  it('sends a member who has just registered on /signup on to the code screen, keeping next', () => {
    expect(
      at(
        '/signup?next=/events',
        as((who) => void (who.is_verified = false)),
      ),
    ).toEqual(redirectTo('/verify-otp?next=%2Fevents'));
    expect(
      at(
        '/signup?next=//evil.example',
        as((who) => void (who.is_verified = false)),
      ),
    ).toEqual(redirectTo('/verify-otp?next=%2F'));
  });

  it('opens the admin routes to accepted admins and leaders of the current organization and to staff only', () => {
    const turnedAway = { ...redirectTo('/'), notice: MESSAGES.admin.adminOnly };
    expect(at('/admin-dashboard', member)).toEqual(turnedAway);
    expect(
      at(
        '/admin-dashboard/todos',
        as((who) => void (who.organization!.role = 'admin')),
      ),
    ).toEqual(allow);
    expect(
      at(
        '/admin-dashboard',
        as((who) => void (who.switchable_orgs[0]!.role = 'leader')),
      ),
    ).toEqual(allow);
    expect(
      at(
        '/admin-dashboard',
        as((who) => void (who.is_staff = true)),
      ),
    ).toEqual(allow);
    const invitedAdmin = as((who) => {
      const other = { ...who.organization!, id: 8, role: 'admin' as const, membership_status: 'pending' as const, is_default: false };
      who.switchable_orgs.push(other);
    });
    expect(at('/admin-dashboard', { ...invitedAdmin, currentOrgId: 8 })).toEqual(turnedAway);
  });

  it('leaves the access screens to decide for themselves', () => {
    expect(at('/verify-otp?next=/events', signedOut)).toEqual(allow);
    expect(
      at(
        '/pending',
        as((who) => void (who.is_verified = false)),
      ),
    ).toEqual(allow);
    expect(at('/change-password', signedOut)).toEqual(allow);
  });

  it('shows the not-found page to anyone, and waits for the registry before calling a private path unknown', () => {
    expect(at('/no/such/page', signedOut, false)).toEqual(allow);
    expect(at('/favorites', signedOut, null)).toEqual({ kind: 'wait' });
    expect(at('/usecases', signedOut, null)).toEqual(allow);
  });

  it('waits on every page but the landing page and /signup until the registry has named the public ones', () => {
    const unknown = routeTable([]);
    expect(decideAccess('/usecases', '', signedOut, null, unknown)).toEqual({ kind: 'wait' });
    expect(decideAccess('/login', '', signedOut, null, unknown)).toEqual({ kind: 'wait' });
    expect(decideAccess('/', '', signedOut, null, unknown)).toEqual(allow);
    expect(decideAccess('/signup', '', signedOut, null, unknown)).toEqual(allow);
  });
});
