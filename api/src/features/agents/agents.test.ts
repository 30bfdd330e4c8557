import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import {
  AgentDetail,
  AgentFeedbackAnswer,
  AgentList,
  AgentMetrics,
  AgentProcessAnswer,
  AgentReport,
  AgentPromptEntry,
  AgentPromptList,
  AgentReportList,
  AgentRunList,
  CareerGpsRegistrationAnswer,
  Identity,
} from '@trellis/contracts';
import { agentEndpoints, authEndpoints, identityEndpoints, pathOf } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const detailPath = (slug: string) => api(pathOf(agentEndpoints.detail, { slug }));
const processPath = (agent: number, step: number) => pathOf(agentEndpoints.process, { agent, step });

describe('agents', () => {
  let t: TestApp;
  let careergps: AgentDetail;
  let coach: AgentDetail;
  beforeAll(async () => {
    t = await createTestApp({ assistant: { limit: { perIp: 1000, perAccount: 1000, windowMs: 60_000 }, model: null } });
    careergps = AgentDetail.parse((await t.inject({ url: detailPath('careergps') })).json());
    coach = AgentDetail.parse((await t.inject({ url: detailPath('executive-career-coach') })).json());
  });
  afterAll(() => t.close());

  const stepOf = (agent: AgentDetail, type: string) => agent.steps.find((step) => step.type === type)!;

  it('lists the demo agents with what each caller may do', async () => {
    const visitor = AgentList.parse((await t.inject({ url: api(agentEndpoints.list.path) })).json());
    expect(visitor.data.map((agent) => [agent.slug, agent.access])).toEqual([
      ['career-assistant', 'allowed'],
      ['careergps', 'allowed'],
      ['executive-career-coach', 'restricted'],
    ]);
    const free = await t.newMember();
    const member = AgentList.parse((await t.inject({ url: api(agentEndpoints.list.path), headers: free.headers })).json());
    expect(member.data.find((agent) => agent.slug === 'executive-career-coach')?.access).toBe('no_premium_subscription');
    const staff = AgentList.parse(
      (await t.inject({ url: api(agentEndpoints.list.path), headers: await t.authHeader('staff@trellis.test') })).json(),
    );
    expect(staff.data.every((agent) => agent.access === 'allowed')).toBe(true);
    const chatty = AgentList.parse((await t.inject({ url: api(`${agentEndpoints.list.path}?agent_type=career_assistant`) })).json());
    expect(chatty.data.map((agent) => agent.slug)).toEqual(['career-assistant']);
  });

  it('has a CareerGPS agent with every step type, and answers 404 for an unknown one', () => {
    expect(new Set(careergps.steps.map((step) => step.type)).size).toBe(9);
    expect(careergps.extra_info.show_stepper).toBe(true);
    const form = stepOf(careergps, 'custom_form');
    expect(form.extra_info.questions.map((question) => question.type)).toEqual(['text', 'textarea', 'radio', 'selection', 'file']);
    return t.inject({ url: detailPath('no-such-agent') }).then((response) => expect(response.statusCode).toBe(404));
  });

  it('runs a report step from the answers, grounded in the platform, and counts the use', async () => {
    const { headers } = await t.newMember();
    const before = AgentMetrics.parse((await t.inject({ url: api(agentEndpoints.metrics.path), headers })).json());
    expect(before).toEqual({ usage_count: 0, usage: { max_limit: 3 } });
    const report = stepOf(careergps, 'report_generation');
    const response = await t.post(processPath(careergps.id, report.order), { user_response: { goal: 'data science' } }, headers);
    expect(response.statusCode).toBe(200);
    const { data } = AgentProcessAnswer.parse(response.json());
    expect(data.message).toContain('Data Analytics Sprint');
    expect(data.log.at(-1)).toBe('Written by the built-in engine by its own rules');
    const after = AgentMetrics.parse((await t.inject({ url: api(agentEndpoints.metrics.path), headers })).json());
    expect(after.usage_count).toBe(1);
  });

  it('checks a form step’s answers: required ones, and choices among the options', async () => {
    const form = stepOf(careergps, 'custom_form');
    const { headers } = await t.newMember();
    const missing = await t.post(processPath(careergps.id, form.order), { user_response: { story: 'x' } }, headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field_errors).toEqual({ goal: ['Required'], pace: ['Required'] });
    const wrong = await t.post(processPath(careergps.id, form.order), { user_response: { goal: 'x', pace: 'Always' } }, headers);
    expect(wrong.json().field_errors.pace).toEqual(['Choose one of: Under 2 hours, 2 to 5 hours, More than 5 hours.']);
    const right = await t.post(processPath(careergps.id, form.order), { user_response: { goal: 'x', pace: '2 to 5 hours' } }, headers);
    expect(right.statusCode).toBe(200);
    const tooLong = await t.post(processPath(careergps.id, form.order), { user_response: { goal: 'x'.repeat(2001) } }, headers);
    expect(tooLong.statusCode).toBe(400);
  });

  it('stops a member at their month’s limit, but never staff', async () => {
    const { headers } = await t.newMember();
    const report = stepOf(careergps, 'report_generation');
    for (let run = 0; run < 3; run += 1) {
      expect((await t.post(processPath(careergps.id, report.order), { user_response: { goal: 'python' } }, headers)).statusCode).toBe(200);
    }
    const refused = await t.post(processPath(careergps.id, report.order), { user_response: { goal: 'python' } }, headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(MESSAGES.agents.limitReached);
    const listed = AgentList.parse((await t.inject({ url: api(agentEndpoints.list.path), headers })).json());
    expect(listed.data.every((agent) => agent.access === 'limit_reached')).toBe(true);
    const staff = await t.authHeader('staff@trellis.test');
    const metrics = AgentMetrics.parse((await t.inject({ url: api(agentEndpoints.metrics.path), headers: staff })).json());
    expect(metrics.usage.max_limit).toBeNull();
  });

  it('keeps premium agents to premium plans and members to their own steps', async () => {
    const report = stepOf(coach, 'report_generation');
    const visitor = await t.post(processPath(coach.id, report.order), { user_response: { goal: 'lead' } });
    expect(visitor.json()).toEqual({ detail: MESSAGES.agents.restricted });
    const free = await t.newMember();
    const member = await t.post(processPath(coach.id, report.order), { user_response: { goal: 'lead' } }, free.headers);
    expect(member.json()).toEqual({ detail: MESSAGES.agents.noPremiumSubscription });
    const premium = await t.newMember({ like: 'leader@trellis.test' });
    expect(
      (await t.post(processPath(coach.id, report.order), { user_response: { goal: 'lead a data team' } }, premium.headers)).statusCode,
    ).toBe(200);

    const auth = stepOf(careergps, 'auth_profile_source');
    expect((await t.post(processPath(careergps.id, auth.order), { user_response: {} })).statusCode).toBe(401);
    const other = await t.post(processPath(careergps.id, 1), { user_response: {}, user_id: 1 }, free.headers);
    expect(other.json()).toEqual({ detail: MESSAGES.agents.onlyStaffForOthers });
  });

  it('lets staff run a step for a member as the beneficiary, who owns the report', async () => {
    const member = await t.newMember();
    const staff = await t.authHeader('staff@trellis.test');
    const report = stepOf(careergps, 'report_generation');
    const response = await t.post(processPath(careergps.id, report.order), { user_response: { goal: 'jobs' }, user_id: member.id }, staff);
    expect(response.statusCode).toBe(200);
    const slug = AgentProcessAnswer.parse(response.json()).data.report_slug!;
    const owned = AgentReport.parse(
      (await t.inject({ url: api(pathOf(agentEndpoints.report, { slug })), headers: member.headers })).json(),
    );
    expect(owned).toMatchObject({ is_owner: true, user: { id: member.id } });
    const listed = AgentReportList.parse(
      (await t.inject({ url: api(`${agentEndpoints.reports.path}?user_id=${member.id}`), headers: staff })).json(),
    );
    expect(listed.data.map((item) => item.slug)).toEqual([slug]);
  });

  it('keeps a report for its owner: shared by its address, downloaded as a PDF and rated by the owner alone', async () => {
    const owner = await t.newMember();
    const other = await t.newMember();
    const report = stepOf(careergps, 'report_generation');
    const ran = AgentProcessAnswer.parse(
      (await t.post(processPath(careergps.id, report.order), { user_response: { goal: 'data science' } }, owner.headers)).json(),
    );
    const slug = ran.data.report_slug!;
    expect(slug).toMatch(/^careergps-[0-9a-f]{16}$/);
    const reportUrl = api(pathOf(agentEndpoints.report, { slug }));
    const shared = AgentReport.parse((await t.inject({ url: reportUrl })).json());
    expect(shared).toMatchObject({ agent_name: 'CareerGPS', is_owner: false, output_data: { message: ran.data.message } });
    const missing = await t.inject({ url: api(pathOf(agentEndpoints.report, { slug: 'careergps-0000' })) });
    expect([missing.statusCode, missing.json().detail]).toEqual([404, 'No report found']);

    const pdfUrl = api(pathOf(agentEndpoints.reportPdf, { slug }));
    const pdf = await t.inject({ url: pdfUrl, headers: owner.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(pdf.rawPayload);
    expect(document.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(document.getTitle()).toBe('CareerGPS report');
    expect((await t.inject({ url: pdfUrl, headers: other.headers })).statusCode).toBe(403);
    expect((await t.inject({ url: pdfUrl })).statusCode).toBe(401);

    const list = AgentReportList.parse((await t.inject({ url: api(agentEndpoints.reports.path), headers: owner.headers })).json());
    expect(list.pagination).toEqual({ count: 1, page: 1, page_size: 30 });
    expect((await t.inject({ url: api(`${agentEndpoints.reports.path}?user_id=${owner.id}`), headers: other.headers })).statusCode).toBe(
      403,
    );

    const feedback = agentEndpoints.feedback.path;
    const rated = await t.post(feedback, { response_id: shared.id, rating: 4, feedback: 'Useful next steps.' }, owner.headers);
    expect(AgentFeedbackAnswer.parse(rated.json())).toMatchObject({
      detail: 'Thank you for your feedback!',
      report: { rating: 4, feedback: 'Useful next steps.' },
    });
    expect((await t.post(feedback, { response_id: shared.id, rating: 4 }, other.headers)).statusCode).toBe(404);
    const bad = await t.post(feedback, { response_id: shared.id, rating: 6 }, owner.headers);
    expect(bad.json().field_errors.rating).toEqual(['Choose from 1 to 5 stars.']);
  });

  it('answers 404 for a step or agent that does not exist, and 400 for bad parameters', async () => {
    expect((await t.post(processPath(careergps.id, 99), { user_response: {} })).statusCode).toBe(404);
    expect((await t.post(processPath(999_999, 1), { user_response: {} })).statusCode).toBe(404);
    expect((await t.post('/agents/process/x/1/', { user_response: {} })).statusCode).toBe(400);
    expect((await t.inject({ url: api(agentEndpoints.metrics.path) })).statusCode).toBe(401);
  });

  describe('CareerGPS registration', () => {
    const register = (body: object) => t.post(agentEndpoints.registerCareerGps.path, body);

    it('signs a visitor in to a trial account that runs CareerGPS and owns its report, in the US unless they say', async () => {
      const email = `visitor-${Date.now()}@example.org`;
      const response = await register({ first_name: 'Vera', last_name: 'Visitor', email: ` ${email.toUpperCase()} ` });
      expect(response.statusCode).toBe(200);
      const { access_token } = CareerGpsRegistrationAnswer.parse(response.json());
      const headers = { authorization: `Bearer ${access_token}` };
      const identity = Identity.parse((await t.inject({ url: api(identityEndpoints.identity.path), headers })).json());
      expect(identity).toMatchObject({ is_trial_user: true, is_verified: false, profile: { email, country: 'US', first_name: 'Vera' } });

      const report = stepOf(careergps, 'report_generation');
      const ran = AgentProcessAnswer.parse(
        (await t.post(processPath(careergps.id, report.order), { user_response: { goal: 'data science' } }, headers)).json(),
      );
      const pdf = await t.inject({ url: api(pathOf(agentEndpoints.reportPdf, { slug: ran.data.report_slug! })), headers });
      expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
      const signIn = await t.post(authEndpoints.token.path, { email, password: '!careergps' });
      expect(signIn.statusCode).toBe(401);

      const again = await register({ first_name: 'Vera', last_name: 'Visitor', country: 'CA', email });
      expect([again.statusCode, again.json()]).toEqual([400, { status: 'trial', detail: MESSAGES.agents.usedBefore }]);
    });

    it('tells a member to sign in instead', async () => {
      const response = await register({ first_name: 'Mia', last_name: 'Member', country: 'US', email: 'member@trellis.test' });
      expect([response.statusCode, response.json()]).toEqual([400, { status: 'active', detail: MESSAGES.agents.alreadyMember }]);
    });

    it('requires every field and a real e-mail address', async () => {
      const empty = await register({ first_name: ' ', email: '' });
      expect(empty.statusCode).toBe(400);
      const errors = empty.json().field_errors;
      expect([errors.first_name[0], errors.last_name[0], errors.email[0]]).toEqual(['Required', 'Required', 'Required']);
      const invalid = await register({ first_name: 'A', last_name: 'B', email: 'not-an-address' });
      expect(invalid.json().field_errors).toEqual({ email: ['Invalid email address'] });
      const long = await register({ first_name: 'A'.repeat(151), last_name: 'B', email: 'long@example.org' });
      expect(long.json().field_errors).toHaveProperty('first_name');
    });

    it('resumes a trial account from another browser with a code e-mailed to its address, and only with that code', async () => {
      const email = `returning-${Date.now()}@example.org`;
      const first = CareerGpsRegistrationAnswer.parse((await register({ first_name: 'Rae', last_name: 'Return', email })).json());
      const report = stepOf(careergps, 'report_generation');
      const ran = AgentProcessAnswer.parse(
        (
          await t.post(
            processPath(careergps.id, report.order),
            { user_response: { goal: 'data science' } },
            { authorization: `Bearer ${first.access_token}` },
          )
        ).json(),
      );

      // Another browser: registering again is refused as used before, so the visitor asks for a code.
      const asked = await t.post(agentEndpoints.careerGpsCode.path, { email: email.toUpperCase() });
      expect([asked.statusCode, asked.json()]).toEqual([200, { message: MESSAGES.agents.trialCodeSent(email.toUpperCase()) }]);
      const [mail] = await t.mailTo(email);
      const code = /(\d{6})/.exec(mail!.subject)![1]!;
      expect(mail!.text).toContain(`Your sign-in code is ${code}.`);
      expect(mail!.text).toMatch(/\/careergps\n/);
      expect(mail!.text).not.toContain(first.access_token);
      expect((await t.post(agentEndpoints.careerGpsCode.path, { email })).statusCode).toBe(429);

      const signIn = (body: object) => t.post(agentEndpoints.careerGpsSignIn.path, body);
      const wrong = await signIn({ email, code: code === '000000' ? '111111' : '000000' });
      expect([wrong.statusCode, wrong.json()]).toEqual([400, { field_errors: { code: [MESSAGES.auth.otpInvalid] } }]);
      const opened = await signIn({ email, code: ` ${code} ` });
      expect(opened.statusCode).toBe(200);
      const headers = { authorization: `Bearer ${CareerGpsRegistrationAnswer.parse(opened.json()).access_token}` };
      const identity = Identity.parse((await t.inject({ url: api(identityEndpoints.identity.path), headers })).json());
      expect(identity).toMatchObject({ is_trial_user: true, profile: { email, first_name: 'Rae' } });
      const pdf = await t.inject({ url: api(pathOf(agentEndpoints.reportPdf, { slug: ran.data.report_slug! })), headers });
      expect(pdf.statusCode).toBe(200);
      // A code opens the account once.
      expect((await signIn({ email, code })).json().field_errors.code).toEqual([MESSAGES.auth.otpInvalid]);
    });

    it('sends no code for a member’s or an unknown e-mail, answers alike, and checks what is sent', async () => {
      for (const email of ['member@trellis.test', `nobody-${Date.now()}@example.org`]) {
        const before = (await t.mailTo(email)).length;
        const asked = await t.post(agentEndpoints.careerGpsCode.path, { email });
        expect([asked.statusCode, asked.json()]).toEqual([200, { message: MESSAGES.agents.trialCodeSent(email) }]);
        expect((await t.mailTo(email)).length).toBe(before);
        const refused = await t.post(agentEndpoints.careerGpsSignIn.path, { email, code: '123456' });
        expect(refused.json()).toEqual({ field_errors: { code: [MESSAGES.auth.otpInvalid] } });
      }
      expect((await t.post(agentEndpoints.careerGpsCode.path, { email: 'nope' })).json().field_errors.email).toEqual([
        'Invalid email address',
      ]);
      const badCode = await t.post(agentEndpoints.careerGpsSignIn.path, { email: 'member@trellis.test', code: '12ab' });
      expect(badCode.json().field_errors.code).toEqual([MESSAGES.agents.trialCodeFormat]);
      const noCode = await t.post(agentEndpoints.careerGpsSignIn.path, { email: 'member@trellis.test' });
      expect(noCode.json().field_errors.code).toEqual([MESSAGES.agents.trialCodeFormat]);
    });
  });

  describe('staff pages: prompts and the agent log', () => {
    it('lets staff read and change a step’s instructions, which the next run follows', async () => {
      const staff = await t.authHeader('staff@trellis.test');
      const list = AgentPromptList.parse((await t.inject({ url: api(agentEndpoints.prompts.path), headers: staff })).json());
      const prompt = list.data.find((entry) => entry.agent_slug === 'careergps')!;
      expect(prompt).toMatchObject({ agent_name: 'CareerGPS', step_header: 'Your CareerGPS report' });

      const path = api(pathOf(agentEndpoints.updatePrompt, { id: prompt.id }));
      const content = `${prompt.content}\nName one circle first.`;
      const changed = await t.inject({ method: 'PATCH', url: path, headers: staff, payload: { content } });
      expect(AgentPromptEntry.parse(changed.json()).content).toBe(content);
      const member = await t.newMember();
      const report = stepOf(careergps, 'report_generation');
      const ran = AgentProcessAnswer.parse(
        (await t.post(processPath(careergps.id, report.order), { user_response: { goal: 'data science' } }, member.headers)).json(),
      );
      expect(ran.data.log[0]).toBe(`Instructions: ${content}`);

      const empty = await t.inject({ method: 'PATCH', url: path, headers: staff, payload: { content: '  ' } });
      expect([empty.statusCode, empty.json().field_errors.content]).toEqual([400, ['Required']]);
      const long = await t.inject({ method: 'PATCH', url: path, headers: staff, payload: { content: 'x'.repeat(8001) } });
      expect(long.statusCode).toBe(400);
      const missing = api(pathOf(agentEndpoints.updatePrompt, { id: 999_999 }));
      expect((await t.inject({ method: 'PATCH', url: missing, headers: staff, payload: { content } })).statusCode).toBe(404);
    });

    it('shows staff the agent log newest first and downloads it as CSV', async () => {
      const staff = await t.authHeader('staff@trellis.test');
      const member = await t.newMember();
      const report = stepOf(careergps, 'report_generation');
      await t.post(processPath(careergps.id, report.order), { user_response: { goal: '=cmd|calc' } }, member.headers);
      const page = AgentRunList.parse((await t.inject({ url: api(`${agentEndpoints.runs.path}?page_size=2`), headers: staff })).json());
      expect(page.pagination.count).toBeGreaterThanOrEqual(page.data.length);
      expect(page.data[0]).toMatchObject({
        agent_name: 'CareerGPS',
        step_type: 'report_generation',
        user: { id: member.id },
        user_response: { goal: '=cmd|calc' },
      });

      const csv = await t.inject({ url: api(agentEndpoints.runsCsv.path), headers: staff });
      expect([csv.statusCode, csv.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
      const lines = csv.body.replace(/^\uFEFF/, '').split('\n');
      expect(lines[0]).toBe('When,Agent,Step,Step type,Run by,For,Answers,Output,Log');
      expect(csv.body).toContain('goal: =cmd|calc');
      expect(lines.length).toBeGreaterThan(page.pagination.count);
    });

    it('refuses members in words and visitors with 401', async () => {
      const { headers } = await t.newMember();
      for (const path of [agentEndpoints.prompts.path, agentEndpoints.runs.path, agentEndpoints.runsCsv.path]) {
        const refused = await t.inject({ url: api(path), headers });
        expect([refused.statusCode, refused.json().detail]).toEqual([403, MESSAGES.http.forbidden]);
        expect((await t.inject({ url: api(path) })).statusCode).toBe(401);
      }
      const patch = await t.inject({
        method: 'PATCH',
        url: api(pathOf(agentEndpoints.updatePrompt, { id: 1 })),
        headers,
        payload: { content: 'x' },
      });
      expect(patch.statusCode).toBe(403);
    });
  });
});
