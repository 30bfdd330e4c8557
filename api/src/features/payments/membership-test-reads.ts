import { Identity, SubscriptionDetail } from '@trellis/contracts';
import { commerceEndpoints, identityEndpoints } from '@trellis/contracts/endpoints';
import { api, type TestApp } from '../../test-support/test-app.ts';

type Reader = { headers: Record<string, string> };

/** The membership a member's identity reports, as the shell reads it on every page. */
export async function identityMembership(t: Pick<TestApp, 'inject'>, member: Reader) {
  return Identity.parse((await t.inject({ url: api(identityEndpoints.identity.path), headers: member.headers })).json()).user_subscription;
}

/** The billing card's answer for a member. */
export async function subscriptionDetail(t: Pick<TestApp, 'inject'>, member: Reader) {
  return SubscriptionDetail.parse(
    (await t.inject({ url: api(commerceEndpoints.subscriptionDetail.path), headers: member.headers })).json(),
  );
}
