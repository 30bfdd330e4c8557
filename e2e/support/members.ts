import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { ACCOUNTS, DEMO_PASSWORD, tokensFor } from './accounts.ts';
import { waitForMail } from './mailbox.ts';

async function postJson(url: string, body: unknown, accessToken?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(accessToken && { authorization: `Bearer ${accessToken}` }) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${new URL(url).pathname} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { access: string };
}

/** The captcha answer the sign-up screen submits, solved here as the screen's worker solves it. */
async function captchaAnswer(baseUrl: string): Promise<string> {
  const challenge = (await (await fetch(`${baseUrl}/api/v1/captcha/challenge/`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the sign-up captcha could not be solved');
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/**
 * A member of its own, signed up and verified through the API as the sign-up screens do it, with the demo password:
 * a test that changes a member's profile uses one, so its retry and every other test start from the same data.
 */
export async function signUpMember(baseUrl: string, firstName: string, lastName: string): Promise<string> {
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const { access } = await postJson(`${baseUrl}/api/v1/register/`, {
    first_name: firstName,
    last_name: lastName,
    email,
    password: DEMO_PASSWORD,
    confirm_password: DEMO_PASSWORD,
    recaptcha_response: await captchaAnswer(baseUrl),
  });
  const [, code] = await waitForMail(baseUrl, email, /verification code is (\d{6})/);
  await postJson(`${baseUrl}/api/v1/verify-otp/`, { otp: code, type: 'registration' }, access);
  return email;
}

/**
 * Gives a member made by `signUpMember` the career answers the registration wizard requires, the demo member's own,
 * so the layout takes them to the page they open instead of the wizard. Reads the demo account, changes only theirs.
 */
export async function completeCareerProfile(baseUrl: string, email: string): Promise<void> {
  const identityOf = async (who: string) => {
    const { access } = await tokensFor(baseUrl, who);
    const response = await fetch(`${baseUrl}/api/v1/identity/`, { headers: { authorization: `Bearer ${access}` } });
    return { access, identity: (await response.json()) as { group_profile: Record<string, unknown> | null } };
  };
  const { identity: template } = await identityOf(ACCOUNTS.member);
  const answers = template.group_profile;
  if (!answers) throw new Error('the demo member has no career answers to copy');
  const { access } = await identityOf(email);
  const { career_stage, current_role, reason_to_join, professional_field, skills, topics } = answers;
  await postJson(
    `${baseUrl}/api/v1/group-profiles/`,
    { career_stage, current_role, reason_to_join, professional_field, skills, topics },
    access,
  );
}
