import { cleanup, render, screen, within } from '@testing-library/react';
import { inject } from 'vitest';
import type { RecommendedEntities } from '@trellis/contracts';
import { recommendationEndpoints } from '@trellis/contracts/endpoints';
import { api } from '@trellis/platform/api-client';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { AppProviders } from '@trellis/ui';
import { RightPanel } from './RightPanel.tsx';
import { pageItemSlug, recommendationsOnPage } from './rightPanelTab.ts';

const renderAt = (path: string) => {
  window.history.replaceState(null, '', path);
  render(
    <AppProviders>
      <RightPanel />
    </AppProviders>,
  );
  return screen.getByRole('complementary', { name: 'Right panel' });
};

describe('the right panel', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
    window.history.replaceState(null, '', '/');
  });

  it('recommends by page type, and leaves CareerGPS, agents and other pages to their areas', () => {
    expect(['/circles', '/circle/data-analytics-sprint', '/events', '/event/x', '/connect'].map(recommendationsOnPage)).toEqual([
      'circle',
      'circle',
      'event',
      'event',
      'user',
    ]);
    expect(['/resourcehub', '/resource/x', '/jobs', '/job/x', '/usecase/x', '/ai-tools'].map(recommendationsOnPage)).toEqual([
      'resource',
      'resource',
      'job',
      'job',
      'use_case',
      'ai_tool',
    ]);
    expect(['/careergps', '/careergps/careergps', '/agent', '/profile', '/circlesx', '/'].map(recommendationsOnPage)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('holds Recommendations for you on the circles page, each circle with its reason', async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    const { data } = await api.get<RecommendedEntities>(`${recommendationEndpoints.entities.path}?entity_type=circle`);
    const panel = renderAt('/circles');
    expect(await within(panel).findByText('Recommendations for you')).toBeInTheDocument();
    // Maya's topics match demo circles she has not joined.
    expect(data.length).toBeGreaterThan(0);
    expect(await within(panel).findByText(data[0]!.reason)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: data[0]!.name })).toHaveAttribute('href', `/circle/${data[0]!.slug}`);
  });

  it("names the item of an item's page, which its recommendations leave out", () => {
    expect(
      ['/circle/data-analytics-sprint/people', '/event/x', '/usecase/a%20b', '/ai-tool/t', '/job/j', '/resource/r'].map(pageItemSlug),
    ).toEqual(['data-analytics-sprint', 'x', 'a b', 't', 'j', 'r']);
    expect(['/circles', '/circle', '/connect', '/jobs'].map(pageItemSlug)).toEqual([null, null, null, null]);
  });

  it("does not recommend a circle on that circle's own page", async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    const { data } = await api.get<RecommendedEntities>(`${recommendationEndpoints.entities.path}?entity_type=circle`);
    expect(data.length).toBeGreaterThan(1);
    const [own, next] = data as [RecommendedEntities['data'][number], RecommendedEntities['data'][number]];
    const panel = renderAt(`/circle/${own.slug}`);
    expect(await within(panel).findByRole('link', { name: next.name })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: own.name })).not.toBeInTheDocument();
  });

  it('recommends jobs on the jobs page, each linking to its job', async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    const { data } = await api.get<RecommendedEntities>(`${recommendationEndpoints.entities.path}?entity_type=job`);
    const panel = renderAt('/jobs');
    // Maya belongs to demo organizations that post jobs.
    expect(data.length).toBeGreaterThan(0);
    expect(await within(panel).findByText(data[0]!.reason)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: data[0]!.name })).toHaveAttribute('href', `/job/${data[0]!.slug}`);
  });

  it('stays empty on CareerGPS, where its own area fills it', async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    const panel = renderAt('/careergps');
    expect(panel).toBeEmptyDOMElement();
  });
});
