import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { inject } from 'vitest';
import { AppConfig, MemberHome, PATHS } from '@trellis/contracts';
import { contentEndpoints, groupEndpoints, homeEndpoints } from '@trellis/contracts/endpoints';
import { api, call } from '@trellis/platform/api-client';
import { useSite } from '@trellis/platform/site';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { AppProviders } from '@trellis/ui';
import { setViewportWidth } from '../testing/viewport.ts';
import { HomePage } from './HomePage.tsx';

const PASSWORD = 'Trellis!2026';
const BLOCKS = [
  'Your next events',
  'Your circles',
  'Your applications in progress',
  'Recent posts in your groups',
  'Recommended jobs',
  'Recommended circles',
];

// The first antd render alone takes seconds on a busy machine, and every block waits for the live server.
vi.setConfig({ testTimeout: 60_000 });
const LONG = { timeout: 8_000 };

beforeAll(async () => {
  connectApiServer(inject('apiUrl'));
  useSite.setState({ config: AppConfig.parse(await api.get(PATHS.appConfigGroup)) });
});
beforeEach(() => {
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  signOut();
});

function renderHome(width: number) {
  setViewportWidth(width);
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProviders>
        <HomePage />
      </AppProviders>
    </SWRConfig>,
  );
}

const block = (heading: string) => screen.getByRole('region', { name: heading });
/** Every block has stopped loading: the screen's last change, which a test waits for before it ends. */
const allLoaded = () => waitFor(() => expect(screen.queryAllByRole('status')).toEqual([]), LONG);
const gridColumns = () => screen.getByRole('region', { name: 'Your home' }).style.gridTemplateColumns;

describe('the home page', () => {
  it("shows a visitor the site's landing content and its call to join, and nothing of a member's", async () => {
    const landing = useSite.getState().config!.ui.landing_page_content;
    renderHome(1280);
    expect(await screen.findByRole('heading', { name: landing.title }, LONG)).toBeInTheDocument();
    expect(screen.getByText(landing.description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: landing.cta_text })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your home' })).not.toBeInTheDocument();
  });

  it("shows a member the landing content without its call to join, then what is theirs, each block linking to the item's page", async () => {
    await signInAs('member@trellis.test', PASSWORD);
    const home = MemberHome.parse(await api.get(homeEndpoints.member.path));
    const landing = useSite.getState().config!.ui.landing_page_content;
    renderHome(1280);

    expect(await screen.findByText('Loading your circles…', {}, LONG)).toBeInTheDocument();
    const circle = home.circles[0]!;
    const circleLink = await within(block('Your circles')).findByRole('link', { name: circle.name }, LONG);
    expect(circleLink).toHaveAttribute('href', `/circle/${circle.name_slug}`);
    expect(within(block('Your circles')).getByText('No posts yet')).toBeInTheDocument();

    const post = home.group_posts[0]!;
    expect(within(block('Recent posts in your groups')).getByRole('link', { name: post.title })).toHaveAttribute(
      'href',
      `/post/${post.slug}`,
    );
    // The demo member waits on a conference and has applied to no job: those blocks say so in words.
    expect(within(block('Your next events')).getByText('You are not taking part in any upcoming event.')).toBeInTheDocument();
    expect(within(block('Your applications in progress')).getByText('You have no application awaiting an answer.')).toBeInTheDocument();

    const jobs = within(block('Recommended jobs'));
    const job = await jobs.findByRole('link', { name: 'Data Analyst Intern' }, LONG);
    expect(job).toHaveAttribute('href', '/job/data-analyst-intern');
    expect(job.parentElement).toHaveTextContent('Asks for your skills in Data Visualization and SQL');
    const circles = within(block('Recommended circles'));
    expect(await circles.findByRole('link', { name: 'AI Foundations for Career Changers' }, LONG)).toHaveAttribute(
      'href',
      '/circle/ai-foundations-for-career-changers',
    );

    await allLoaded();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(BLOCKS);
    expect(screen.getByRole('heading', { name: landing.title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: landing.cta_text })).not.toBeInTheDocument();
    expect(gridColumns()).toBe('repeat(3, minmax(0, 1fr))');
  });

  it("lists an administrator's next event and circles, one block under the other on a phone", async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    const home = MemberHome.parse(await api.get(homeEndpoints.member.path));
    expect(home.circles.length).toBeGreaterThan(0);
    renderHome(390);
    const events = within(await screen.findByRole('region', { name: 'Your next events' }, LONG));
    const webinar = await events.findByRole('link', { name: 'Global Health Careers Webinar' }, LONG);
    expect(webinar).toHaveAttribute('href', '/event/global-health-careers-webinar');
    expect(webinar.parentElement).toHaveTextContent(/Starts \w{3} \d{1,2}, \d{4}/);
    const circles = within(block('Your circles'));
    for (const circle of home.circles) expect(circles.getByRole('link', { name: circle.name })).toBeInTheDocument();
    await allLoaded();
    expect(gridColumns()).toBe('repeat(1, minmax(0, 1fr))');
  });
  it('counts what others posted in a circle since the member last opened it', async () => {
    const slug = 'community-health-data-circle';
    await signInAs('staff@trellis.test', PASSWORD);
    const circle = await call(groupEndpoints.detailBySlug, { params: { slug } });
    const text = 'A new public dataset for the circle';
    await call(contentEndpoints.create, { body: { group: circle.id, data: { blocks: [{ type: 'paragraph', data: { text } }] } } });
    signOut();

    await signInAs('admin@trellis.test', PASSWORD);
    renderHome(1280);
    const before = within(await screen.findByRole('region', { name: 'Your circles' }, LONG));
    const link = await before.findByRole('link', { name: circle.name }, LONG);
    expect(link.parentElement).toHaveTextContent(/1 new post this week, latest on \w{3} \d{1,2}, \d{4}/);
    await allLoaded();
    cleanup();

    // Opening the circle's page reads its detail, which records the visit.
    await call(groupEndpoints.detailBySlug, { params: { slug } });
    renderHome(1280);
    const after = within(await screen.findByRole('region', { name: 'Your circles' }, LONG));
    const seen = await after.findByRole('link', { name: circle.name }, LONG);
    expect(seen.parentElement).toHaveTextContent(/No new posts since you last looked, latest on/);
    await allLoaded();
  });

  it('leaves out the job blocks on a site that offers no jobs', async () => {
    const config = useSite.getState().config!;
    useSite.setState({ config: { ...config, ui: { ...config.ui, show_job_menu: false } } });
    try {
      await signInAs('member@trellis.test', PASSWORD);
      renderHome(1280);
      await screen.findByRole('region', { name: 'Recommended circles' }, LONG);
      await allLoaded();
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
        BLOCKS.filter((heading) => !/jobs|applications/.test(heading)),
      );
    } finally {
      // Unmounted first, so putting the site back does not re-render the screen after the test.
      cleanup();
      useSite.setState({ config });
    }
  });
});
