import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { GOOGLE_CLASSROOM_MESSAGES, PROGRAM_FORM_MESSAGES } from '@trellis/contracts';
import { siteConfigEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { call } from '@trellis/platform/api-client';
import { useSite } from '@trellis/platform/site';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../../GroupsRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const text = PROGRAM_FORM_MESSAGES;
const SETTLES = { timeout: 8000 };
const user = () => userEvent.setup({ delay: null });
const findButton = (name: string) => screen.findByText(name, { selector: 'button > span' }).then((label) => label.closest('button')!);
const errorText = (message: string) => screen.findAllByText(message, { selector: '.ant-form-item-explain-error' }, SETTLES);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });

/** Picks options of an antd select by its accessible name. */
async function choose(label: string, ...options: string[]) {
  const actor = user();
  await actor.click(screen.getByRole('combobox', { name: label }));
  for (const option of options) await actor.click(await screen.findByTitle(option));
  await actor.keyboard('{Escape}');
}

describe('creating and editing circles', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
    useSite.setState({ config: null });
  });

  it('tells a member without certification why they cannot create a circle', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/create/circle');
    expect(await screen.findByText(text.circleNeedsCertification, undefined, SETTLES)).toBeInTheDocument();
  });

  it('lets a certified leader create a paid circle with join questions, then edit it', async () => {
    await signInAs('leader@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/create/circle');
    const actor = user();
    const create = await findButton('Create Circle');
    await actor.click(create);
    expect((await errorText(text.required)).length).toBeGreaterThanOrEqual(8);

    await choose('Organization', 'Northbridge Health Alliance');
    await actor.type(field('Name'), 'Screen Tested Circle');
    await actor.type(field('Description'), 'A circle created through the form.');
    await choose('Topics', 'Artificial Intelligence');
    await choose('Career stages', 'Changing careers');
    await choose('Relevant Sustainable Development Goals', 'Quality Education', 'Decent Work and Economic Growth');
    fireEvent.change(field('Start date'), { target: { value: day(30) } });
    fireEvent.change(field('End date'), { target: { value: day(60) } });
    fireEvent.change(field('Applications open'), { target: { value: day(-1) } });
    fireEvent.change(field('Applications close'), { target: { value: day(20) } });
    await actor.type(field('Duration'), '4 weeks');
    await actor.click(screen.getByLabelText('Members pay to take part'));
    await actor.type(await screen.findByLabelText('Price (USD)'), '0');
    await actor.click(await findButton('Add question'));
    await actor.click(create);
    expect(await errorText(text.aboveZero)).toHaveLength(1);
    expect(await errorText(text.questionRequired)).toHaveLength(1);
    expect(await errorText(text.typeRequired)).toHaveLength(1);

    await actor.clear(field('Price (USD)'));
    await actor.type(field('Price (USD)'), '49');
    await actor.type(field('Question 1'), 'How much data work do you do?');
    await choose('Field type of question 1', 'One choice');
    await actor.click(create);
    expect(await errorText(text.optionsRequired)).toHaveLength(1);
    await actor.type(screen.getByRole('combobox', { name: 'Options of question 1' }), 'Daily{Enter}Weekly{Enter}');
    await actor.click(create);

    expect(await screen.findByText('Screen Tested Circle', { selector: 'h2' }, SETTLES)).toBeInTheDocument();
    expect(screen.getByText('$49')).toBeInTheDocument();

    await actor.click(await findButton('Edit'));
    const name = await screen.findByDisplayValue('Screen Tested Circle', undefined, SETTLES);
    expect(await screen.findByDisplayValue('How much data work do you do?')).toBeInTheDocument();
    await actor.clear(name);
    await actor.type(name, 'Screen Edited Circle');
    await actor.click(await findButton('Save changes'));
    expect(await screen.findByText('Screen Edited Circle', { selector: 'h2' }, SETTLES)).toBeInTheDocument();
  }, 120_000);

  it("shows the circle's Google Classroom course id to its leader, and names a malformed one before sending", async () => {
    await signInAs('leader@trellis.test', PASSWORD);
    const config = await call(siteConfigEndpoints.appConfig);
    useSite.getState().setConfig({ ...config, has_google_classroom: true });
    renderRoutes(<GroupsRoutes />, '/circle/ai-foundations-for-career-changers/edit');
    const course = await screen.findByDisplayValue('734918265013', undefined, SETTLES);
    expect(course).toHaveAccessibleName('Google Classroom course id');
    const actor = user();
    await actor.clear(course);
    await actor.type(course, 'not a course');
    await actor.click(await findButton('Save changes'));
    expect(await errorText(GOOGLE_CLASSROOM_MESSAGES.invalidCourseId)).toHaveLength(1);
  }, 60_000);

  it('offers no course id where the server has no Google Classroom configured', async () => {
    await signInAs('leader@trellis.test', PASSWORD);
    useSite.getState().setConfig(await call(siteConfigEndpoints.appConfig));
    renderRoutes(<GroupsRoutes />, '/circle/ai-foundations-for-career-changers/edit');
    expect(await screen.findByDisplayValue('AI Foundations for Career Changers', undefined, SETTLES)).toBeInTheDocument();
    expect(screen.queryByLabelText('Google Classroom course id')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('734918265013')).not.toBeInTheDocument();
  }, 60_000);

  it('keeps the edit form from those who do not run the circle', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/circle/ai-foundations-for-career-changers/edit');
    expect(await screen.findByText(MESSAGES.http.forbidden, undefined, SETTLES)).toBeInTheDocument();
    await waitFor(() => expect(within(document.body).queryByText('Save changes')).not.toBeInTheDocument());
  });
});
