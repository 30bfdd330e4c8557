import { invitesToJoin } from './landingCall.ts';

describe('invitesToJoin', () => {
  it('reads a call as one to join when it opens the sign-up or sign-in screen, whatever its words', () => {
    expect(invitesToJoin({ cta_text: 'Start your camp profile', cta_url: '/signup' })).toBe(true);
    expect(invitesToJoin({ cta_text: 'Go', cta_url: '/login/?next=/events' })).toBe(true);
    expect(invitesToJoin({ cta_text: 'Go', cta_url: 'https://example.org/register' })).toBe(true);
  });

  it('reads a call as one to join when its words ask to join or sign up', () => {
    expect(invitesToJoin({ cta_text: 'Join for free', cta_url: '/welcome' })).toBe(true);
    expect(invitesToJoin({ cta_text: 'Sign up today', cta_url: '/welcome' })).toBe(true);
    expect(invitesToJoin({ cta_text: 'Become a delegate', cta_url: '/about' })).toBe(true);
  });

  it('keeps any other call, such as one to a tool members use', () => {
    expect(invitesToJoin({ cta_text: 'Try CareerGPS', cta_url: '/careergps' })).toBe(false);
    expect(invitesToJoin({ cta_text: 'Browse the events', cta_url: '/events' })).toBe(false);
    expect(invitesToJoin({ cta_text: 'Read the rejoinder', cta_url: '/post/rejoinder' })).toBe(false);
  });
});
