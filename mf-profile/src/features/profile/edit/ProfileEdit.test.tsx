import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { api, call, reloadIdentity } from '@trellis/platform/api-client';
import { profileEndpoints } from '@trellis/contracts/endpoints';
import { PATHS, type Identity, type NamedItem, type OptionsConfig, type OwnProfileForm } from '@trellis/contracts';
import { bus } from '@trellis/platform/events';
import { MESSAGES } from '@trellis/contracts/messages';
import { signInAs } from '@trellis/test-kit';
import { DEMO_PASSWORD, renderProfileRoute, setUpScreenTests } from '../../../testing/renderProfileRoute.tsx';

const renderProfile = () => renderProfileRoute('/profile');

async function openEditor() {
  await userEvent.click(await screen.findByRole('button', { name: /Edit profile/ }));
  return screen.findByRole('dialog', { name: 'Edit profile' }, { timeout: 5000 });
}

/** The modal a career entry opens; test ids label every dialog alike, so it is told apart by its title text. */
function careerDialog(title: string) {
  return waitFor(() => {
    const found = screen.getAllByRole('dialog').find((dialog) => dialog.querySelector('.ant-modal-title')?.textContent === title);
    if (!found) throw new Error(`no "${title}" dialog yet`);
    return found;
  });
}

describe('profile edit', () => {
  setUpScreenTests();

  // The demo admin's profile is changed by no other screen test, so it is still as seeded.
  it('shows a seeded profile with skill and topic names and saves it untouched, work entry included', async () => {
    await signInAs('admin@trellis.test', DEMO_PASSWORD);
    const before = await api.get<OwnProfileForm>(PATHS.userProfile);
    const changed = vi.fn();
    bus.on('profile:changed', changed);
    renderProfile();
    const drawer = await openEditor();
    const skills = (await within(drawer).findByLabelText('Skills')).closest('.ant-form-item') as HTMLElement;
    expect(skills).toHaveTextContent('Team Leadership');
    expect(skills).not.toHaveTextContent(String(before.values.skills));
    const topics = within(drawer).getByLabelText('Topics').closest('.ant-form-item') as HTMLElement;
    expect(topics).toHaveTextContent('Mentorship');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    // The page reads the member again meanwhile; waitFor lets it render while the stored profile is fetched.
    await waitFor(async () => expect((await api.get<OwnProfileForm>(PATHS.userProfile)).values).toEqual(before.values));

    cleanup();
    renderProfile();
    const again = await openEditor();
    await userEvent.click(await within(again).findByRole('button', { name: 'Edit Director of Programs' }));
    const modal = await careerDialog('Edit work experience');
    expect(within(modal).getByLabelText('Start date')).toHaveValue('2022-01');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('Edit work experience')).not.toBeInTheDocument());
    await waitFor(async () => {
      const identity = await api.get<Identity>(PATHS.identity);
      expect(identity.work_experiences.find((entry) => entry.title === 'Director of Programs')?.start_date).toBe('2022-01');
    });
    bus.off('profile:changed', changed);
  }, 60_000);

  it("opens the member's own resume from the editor through the address granted to them, which alone opens it", async () => {
    // A demo member whose profile no other screen test reads.
    await signInAs('grace.kim@example.org', DEMO_PASSWORD);
    const form = new FormData();
    form.append('file', new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], 'cv.pdf', { type: 'application/pdf' }));
    form.append('update_profile', 'false');
    await call(profileEndpoints.uploadResume, { body: form });
    await reloadIdentity();
    renderProfile();
    const drawer = await openEditor();
    const href = (await within(drawer).findByRole('link', { name: 'Current file' }, { timeout: 8000 })).getAttribute('href')!;
    // The form's skill and topic pickers load their lists last.
    await waitFor(() => expect(drawer.querySelector('.anticon-loading')).toBeNull(), { timeout: 8000 });
    expect(href).toMatch(/\.pdf\?grant=/);
    const opened = await fetch(new URL(href, inject('apiUrl')));
    expect(opened.status).toBe(200);
    expect(await opened.text()).toMatch(/^%PDF/);
    expect((await fetch(new URL(href.split('?')[0]!, inject('apiUrl')))).status).toBe(401);
  }, 60_000);

  it('lists skills from the server before anything is typed', async () => {
    await signInAs('admin@trellis.test', DEMO_PASSWORD);
    renderProfile();
    const drawer = await openEditor();
    await userEvent.click(await within(drawer).findByLabelText('Skills'));
    expect(await screen.findByTitle('Budgeting')).toBeInTheDocument();
  }, 60_000);

  it('a refused save puts the cursor in the first marked field and says why', async () => {
    await signInAs('admin@trellis.test', DEMO_PASSWORD);
    renderProfile();
    const drawer = await openEditor();
    const title = await within(drawer).findByLabelText('Title');
    const country = within(drawer).getByLabelText('Country');
    fireEvent.change(country, { target: { value: '' } });
    fireEvent.change(title, { target: { value: '' } });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save profile' }));
    expect(await within(drawer).findByText(MESSAGES.profileForm.fixErrors(2))).toBeInTheDocument();
    await waitFor(() => expect(title).toHaveFocus());
  }, 60_000);

  it('saves the form, tells the shell, and marks empty required fields', async () => {
    const identity = await signInAs('member@trellis.test', DEMO_PASSWORD);
    // Every required answer but the title is already there, so the title alone decides.
    const options = await api.get<OptionsConfig>(PATHS.optionsConfig);
    const skill = await api.post<NamedItem>(PATHS.topics, { name: 'Statistics', topic_type: 'skill' });
    await api.patch(PATHS.userProfile, { country: 'Ghana', interested_services: [options.interested_services[0]!.id] });
    const career = { current_role: 2, career_stage: options.career_stages[1]!.id, skills: [skill.id] };
    if (identity.group_profile) await api.patch(PATHS.groupProfile(identity.group_profile.id), career);
    else await api.post(PATHS.groupProfiles, career);
    const changed = vi.fn();
    bus.on('profile:changed', changed);
    renderProfile();
    const drawer = await openEditor();
    const title = await within(drawer).findByLabelText('Title');
    fireEvent.change(title, { target: { value: '' } });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(title.closest('.ant-form-item')).toHaveTextContent(MESSAGES.common.required));
    fireEvent.change(title, { target: { value: 'Data steward' } });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    bus.off('profile:changed', changed);
    // The page reads the member again meanwhile; waitFor lets it render while the stored profile is fetched.
    await waitFor(async () => expect((await api.get<OwnProfileForm>(PATHS.userProfile)).values.title).toBe('Data steward'));
  }, 60_000);

  it('asks for the career entry rules and hides the end date while currently working', async () => {
    await signInAs('member@trellis.test', DEMO_PASSWORD);
    renderProfile();
    const drawer = await openEditor();
    await userEvent.click(await within(drawer).findByRole('button', { name: /Add work experience/ }));
    // Test ids label every dialog alike, so the modal is told apart by its title text.
    const modal = await waitFor(() => {
      const found = screen
        .getAllByRole('dialog')
        .find((dialog) => dialog.querySelector('.ant-modal-title')?.textContent === 'Add work experience');
      if (!found) throw new Error('no career entry dialog yet');
      return found;
    });
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(modal).getAllByText(MESSAGES.common.required)).toHaveLength(6));
    expect(within(modal).getByLabelText('End date')).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'I currently work here' }));
    expect(within(modal).queryByLabelText('End date')).not.toBeInTheDocument();
  }, 60_000);
});
