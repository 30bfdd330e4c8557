import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { Route, Routes, useLocation } from '@trellis/ui/router';
import { JOB_MESSAGES } from '@trellis/contracts';
import { profileEndpoints } from '@trellis/contracts/endpoints';
import { call } from '@trellis/platform/api-client';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../../GroupsRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const OPEN_JOB = '/job/data-analyst-intern';
/** Emily Carter's application is pending; Lucas Moreau's accepted, Hannah Schmidt's rejected. */
const COORDINATOR = '/job/program-coordinator-career-circles';
const SETTLES = { timeout: 5000 };

/** Shows where a redirect landed. */
function LoginProbe() {
  const { pathname, search } = useLocation();
  return <p>{`landed on ${pathname}${search}`}</p>;
}

const renderAt = (url: string) =>
  renderRoutes(
    <Routes>
      <Route path="/login" element={<LoginProbe />} />
      <Route path="*" element={<GroupsRoutes />} />
    </Routes>,
    url,
  );

const user = () => userEvent.setup({ delay: null });
const findButton = (name: string, scope: Pick<typeof screen, 'findByText'> = screen) =>
  scope.findByText(name, { selector: 'button > span' }).then((label) => label.closest('button')!);

describe('job page', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('says so when no job has the slug', async () => {
    renderAt('/job/no-such-job-42');
    expect(await screen.findByText(JOB_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('sends a visitor who applies to login, to come back to the job', async () => {
    renderAt(OPEN_JOB);
    await user().click(await findButton('Apply'));
    expect(await screen.findByText(`landed on /login?${new URLSearchParams({ next: OPEN_JOB })}`)).toBeInTheDocument();
  });

  it('applies after a confirmation, shows the applied state, and unapplies', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderAt(`${OPEN_JOB}/people`);
    await user().click(await findButton('Apply'));
    await user().click(await findButton('Apply', within(await screen.findByRole('dialog'))));
    expect(await findButton('Applied')).toBeDisabled();
    // A member sees the job, not its administrators' tabs and actions.
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText('Edit Job')).not.toBeInTheDocument();
    expect(screen.getByText('Share')).toBeInTheDocument();
    await user().click(await findButton('Unapply'));
    expect(await findButton('Apply')).toBeEnabled();
  });

  it("gives the job's administrator the applicants, to accept one and to open one's resume", async () => {
    // Lucas Moreau keeps a resume, which the job's administrators open and nobody else does.
    await signInAs('lucas.moreau@example.org', PASSWORD);
    const form = new FormData();
    form.append('file', new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], 'cv.pdf', { type: 'application/pdf' }));
    form.append('update_profile', 'false');
    await call(profileEndpoints.uploadResume, { body: form });
    await signInAs('admin@trellis.test', PASSWORD);
    renderAt(`${COORDINATOR}/people`);
    expect(await screen.findByRole('tab', { name: 'Applicants', selected: true })).toBeInTheDocument();
    const emily = (await screen.findByText('Emily Carter', { selector: 'a' })).closest('li')!;
    await user().click(await findButton('Accept', within(emily)));
    await user().click(screen.getByText('Accepted', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(screen.queryByText('Hannah Schmidt', { selector: 'a' })).not.toBeInTheDocument(), SETTLES);
    expect(await screen.findByText('Emily Carter', { selector: 'a' })).toBeInTheDocument();
    expect(screen.getByText('Lucas Moreau', { selector: 'a' })).toBeInTheDocument();
    const href = screen.getByRole('link', { name: 'Resume of Lucas Moreau' }).getAttribute('href')!;
    expect(href).toMatch(/\.pdf\?grant=/);
    expect((await fetch(new URL(href, inject('apiUrl')))).status).toBe(200);
    expect((await fetch(new URL(href.split('?')[0]!, inject('apiUrl')))).status).toBe(401);
  });

  it('finds talents for the job, saying why each was chosen', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderAt(COORDINATOR);
    await user().click(await findButton('Find Talents'));
    const first = (await screen.findByText('Alex Morgan', { selector: 'a' })).closest('li')!;
    expect(within(first).getByRole('list', { name: 'Why Alex Morgan' })).toHaveTextContent('Skills: Project Management');
    expect(screen.getByRole('list', { name: 'Recommended members' }).querySelector('li')).toBe(first);
  });
});
