import { GROUP_POSTING_NOTES } from '@trellis/contracts';
import { postingNote } from './programPosting.ts';

const circle = {
  group_type: 'circle' as const,
  is_admin: false,
  membership_status: null,
  price: 99,
  payment_status: null,
};

describe('postingNote', () => {
  it('tells visitors, outsiders and applicants why they cannot post', () => {
    expect(postingNote(circle, false)).toBe(GROUP_POSTING_NOTES.visitor('circle'));
    expect(postingNote(circle, true)).toBe(GROUP_POSTING_NOTES.outsider('circle'));
    expect(postingNote({ ...circle, membership_status: 'rejected' }, true)).toBe(GROUP_POSTING_NOTES.outsider('circle'));
    expect(postingNote({ ...circle, membership_status: 'pending' }, true)).toBe(GROUP_POSTING_NOTES.pending('circle'));
  });

  it('keeps an accepted member of a paid group out until their payment is confirmed', () => {
    const accepted = { ...circle, membership_status: 'accepted' as const };
    expect(postingNote({ ...accepted, payment_status: 'pending' }, true)).toBe(GROUP_POSTING_NOTES.unpaid('circle'));
    expect(postingNote({ ...accepted, payment_status: 'confirmed' }, true)).toBeNull();
    expect(postingNote({ ...accepted, price: null }, true)).toBeNull();
    expect(postingNote({ ...accepted, group_type: 'event', price: 0 }, true)).toBeNull();
  });

  it('lets administrators post without paying', () => {
    expect(postingNote({ ...circle, is_admin: true }, true)).toBeNull();
  });
});
