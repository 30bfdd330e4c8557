import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { demoGroupIds } from '../../test-support/demo-group-ids.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { ADMIN, AI_CIRCLE, LEADER, MEMBER, membershipCalls } from './membership-test-calls.ts';

const text = MESSAGES.groupMembership;

describe('group membership life cycle', () => {
  let t: TestApp;
  let groupIds = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp();
    groupIds = await demoGroupIds(t);
  });
  afterAll(() => t.close());

  const group = (slug: string) => groupIds.get(slug)!;
  const { userId, call, latestNotice } = membershipCalls(() => t);

  describe('paid circles', () => {
    it('takes a voucher from an accepted member whose payment is due, and tells the leader', async () => {
      const { body } = await call(PATHS.paymentVoucher, 'sofia.rossi@example.org', { group: group(AI_CIRCLE), voucher: 'Transfer 4471' });
      expect(body).toEqual({
        message: text.voucherSubmitted,
        membership_status: 'accepted',
        wait_listed: false,
        payment_status: 'pending',
      });
      expect((await latestNotice(LEADER))?.message).toBe('Sofia Rossi submitted a payment for AI Foundations for Career Changers');
    });

    it('refuses a voucher for a free group, from a non-member, or with no voucher', async () => {
      expect((await call(PATHS.paymentVoucher, MEMBER, { group: group('first-gen-professionals'), voucher: 'x' })).body).toEqual({
        non_field_errors: [text.notPaid],
      });
      expect((await call(PATHS.paymentVoucher, 'omar.haddad@example.org', { group: group(AI_CIRCLE), voucher: 'x' })).body).toEqual({
        non_field_errors: [text.noPaymentDue],
      });
      expect((await call(PATHS.paymentVoucher, MEMBER, { group: group(AI_CIRCLE), voucher: '' })).body).toEqual({
        field_errors: { voucher: [text.voucherRequired] },
      });
    });

    it('lets the leader mark paid and unpaid, and tells the member', async () => {
      const sofia = await userId('sofia.rossi@example.org');
      const paid = await call(PATHS.paymentConfirmation, LEADER, { group: group(AI_CIRCLE), user: sofia, action: 'accept' });
      expect(paid.body).toMatchObject({ message: 'Marked as paid', payment_status: 'confirmed' });
      expect((await latestNotice('sofia.rossi@example.org'))?.message).toBe(
        'Your payment for AI Foundations for Career Changers was confirmed',
      );
      const unpaid = await call(PATHS.paymentConfirmation, LEADER, { group: group(AI_CIRCLE), user: sofia, action: 'reject' });
      expect(unpaid.body).toMatchObject({ message: 'Marked as unpaid', payment_status: 'pending' });
      expect(
        (
          await call(PATHS.paymentConfirmation, LEADER, {
            group: group(AI_CIRCLE),
            user: await userId('grace.kim@example.org'),
            action: 'accept',
          })
        ).body,
      ).toEqual({
        field_errors: { user: [text.noPaymentDue] },
      });
    });

    it("lets a paid circle's admin confirm its payments, and not another group's leader", async () => {
      const aisha = await userId('aisha.bello@example.org');
      const bootcamp = group('grant-writing-bootcamp');
      expect((await call(PATHS.paymentConfirmation, ADMIN, { group: bootcamp, user: aisha, action: 'accept' })).body.payment_status).toBe(
        'confirmed',
      );
      expect((await call(PATHS.paymentConfirmation, LEADER, { group: bootcamp, user: aisha, action: 'reject' })).status).toBe(403);
    });
  });
});
