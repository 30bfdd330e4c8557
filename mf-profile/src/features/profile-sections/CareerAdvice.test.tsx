import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@trellis/platform/api-client';
import { PATHS, PublicProfile } from '@trellis/contracts';
import { signInAs, signOut } from '@trellis/test-kit';
import { DEMO_PASSWORD, renderProfileRoute, setUpScreenTests } from '../../testing/renderProfileRoute.tsx';

// The demo leader is certified and no influencer, so the career advice is theirs to edit.
const LEADER = 'leader@trellis.test';

describe('career advice page', () => {
  setUpScreenTests();

  it('lets its certified owner edit the advice, shows the saved text and keeps it', async () => {
    const leader = await signInAs(LEADER, DEMO_PASSWORD);
    const slug = leader.profile.name_slug;
    const advice = `Ask one senior colleague a question every week.\nWrite the answer down. (${Date.now()})`;
    renderProfileRoute(`/profile/${slug}/career-advice`);
    expect(await screen.findByRole('heading', { name: 'Career advice' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit career advice' }));
    const editor = screen.getByRole('textbox', { name: 'Career advice' });
    await userEvent.clear(editor);
    await userEvent.type(editor, advice);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Career advice saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText((_, element) => element?.tagName === 'DIV' && element.textContent === advice)).toBeInTheDocument(),
    );
    expect(screen.queryByRole('textbox', { name: 'Career advice' })).not.toBeInTheDocument();
    // The page reads the member again meanwhile; waitFor lets it render while the stored advice is fetched.
    await waitFor(async () => expect(PublicProfile.parse(await api.get(PATHS.publicProfile(slug))).career_advice).toBe(advice));
  }, 60_000);

  it("shows another member, certified too, the leader's advice without a way to edit it", async () => {
    const leader = await signInAs(LEADER, DEMO_PASSWORD);
    signOut();
    // The demo admin may give career advice on their own page, so only ownership keeps the button away here.
    await signInAs('admin@trellis.test', DEMO_PASSWORD);
    renderProfileRoute(`/profile/${leader.profile.name_slug}/career-advice`);
    expect(await screen.findByRole('heading', { name: 'Career advice' })).toBeInTheDocument();
    const stored = await waitFor(async () => PublicProfile.parse(await api.get(PATHS.publicProfile(leader.profile.name_slug))));
    expect(await screen.findByText(stored.career_advice.split('\n')[0]!, { exact: false })).toBeInTheDocument();
    // The owner's button waits on one more answer, so its absence is judged after a while, not at once.
    await expect(screen.findByRole('button', { name: 'Edit career advice' }, { timeout: 2000 })).rejects.toThrow();
  });
});
