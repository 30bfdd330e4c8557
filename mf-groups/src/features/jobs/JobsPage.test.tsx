import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { JOB_MESSAGES } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../../GroupsRoutes.tsx';

const PASSWORD = 'Trellis!2026';
/** A job whose applications closed, asking five skills in five countries. */
const EXPIRED = 'Community Health Outreach Lead';
const SETTLES = { timeout: 5000 };

const user = () => userEvent.setup({ delay: null });
const findCard = async (title: string) => (await screen.findByText(title, { selector: 'a' })).closest<HTMLElement>('.ant-card')!;
const findButton = (name: string, scope: Pick<typeof screen, 'findByText'> = screen) =>
  scope.findByText(name, { selector: 'button > span' }).then((label) => label.closest('button')!);
/** Picks an option of the antd select labelled `label`. */
async function choose(label: string, option: string, scope: Pick<typeof screen, 'getByRole'> = screen) {
  await user().click(scope.getByRole('combobox', { name: label }));
  await user().click(await screen.findByTitle(option));
}

describe('job board', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('shows a card with its state, four skills then how many more, and four countries by name', async () => {
    renderRoutes(<GroupsRoutes />, '/jobs');
    expect(await screen.findByRole('heading', { name: 'Job Board' })).toBeInTheDocument();
    const card = within(await findCard(EXPIRED));
    expect(card.getByText('Published')).toBeInTheDocument();
    expect(card.getByText('Expired')).toBeInTheDocument();
    const skills = within(card.getByRole('group', { name: 'Skills' }));
    expect(skills.getAllByText(/.+/)).toHaveLength(5);
    expect(skills.getByText('+1 more')).toBeInTheDocument();
    const countries = within(card.getByRole('group', { name: /^Countries/ }));
    expect(countries.getAllByText(/.+/)).toHaveLength(5);
    expect(countries.getByText('Mexico')).toBeInTheDocument();
    expect(countries.getByText('+1')).toBeInTheDocument();
    expect(screen.queryByText('Create Job')).not.toBeInTheDocument();
  });

  it('reads the page from the address', async () => {
    renderRoutes(<GroupsRoutes />, '/jobs?page=2');
    expect(await screen.findByText('Prompt Engineering Workshop Lead', { selector: 'a' })).toBeInTheDocument();
    expect(screen.queryByText('Data Analyst Intern', { selector: 'a' })).not.toBeInTheDocument();
  });

  it('filters by work mode, and says so when nothing matches', async () => {
    renderRoutes(<GroupsRoutes />, '/jobs');
    await findCard('Data Analyst Intern');
    await choose('Work mode', 'Hybrid');
    await waitFor(() => expect(screen.queryByText('Data Analyst Intern', { selector: 'a' })).not.toBeInTheDocument(), SETTLES);
    expect(await findCard('Clinical Data Specialist')).toBeInTheDocument();
    await user().type(screen.getByPlaceholderText('Search jobs'), 'zqxj no such job');
    expect(await screen.findByText(MESSAGES.empty.jobs, undefined, SETTLES)).toBeInTheDocument();
  });

  it('offers Create Job to the administrator of a certified default organization, with the form rules', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/jobs');
    await user().click(await findButton('Create Job'));
    const dialog = within(await screen.findByRole('dialog'));
    await user().click(await findButton('Publish Job', dialog));
    // Title, address (on site by default) and description are refused blank.
    await waitFor(() => expect(dialog.getAllByText(JOB_MESSAGES.required, { selector: '.ant-form-item-explain-error' })).toHaveLength(3));
    await user().click(dialog.getByLabelText('Title'));
    await user().paste('Career Fair Organizer');
    await user().click(dialog.getByLabelText('Description'));
    await user().paste('Plan the spring career fair.');
    await choose('Work mode', 'Hybrid', dialog);
    await user().click(await findButton('Save as Draft', dialog));
    expect(await dialog.findByText(JOB_MESSAGES.required, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    await user().click(dialog.getByLabelText('Address'));
    await user().paste('Chicago, Illinois');
    await user().click(await findButton('Save as Draft', dialog));

    // The new draft's page, where its administrator may publish it.
    expect(await screen.findByRole('heading', { name: 'Career Fair Organizer' }, SETTLES)).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    await user().click(await findButton('Edit Job'));
    await user().click(await findButton('Publish Job', within(await screen.findByRole('dialog'))));
    expect(await screen.findByText('Published', undefined, SETTLES)).toBeInTheDocument();
    await user().click(await findButton('Edit Job'));
    await user().click(await findButton('Convert to Draft', within(await screen.findByRole('dialog'))));
    expect(await screen.findByText('Draft', undefined, SETTLES)).toBeInTheDocument();
  }, 60_000);
});
