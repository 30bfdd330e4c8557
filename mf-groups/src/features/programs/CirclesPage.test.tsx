import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { MESSAGES } from '@trellis/contracts/messages';
import { LEADER_MESSAGES } from '@trellis/contracts';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../../GroupsRoutes.tsx';

/** A paid circle taking applications, with seats left and four paid features. */
const PAID_CIRCLE = 'AI Foundations for Career Changers';
const SETTLES = { timeout: 5000 };

const findCardLink = (name: string) => screen.findByText(name, { selector: 'a' });
/** The card around a circle's name link. */
const cardOf = (link: HTMLElement) => link.closest<HTMLElement>('.ant-card')!;
const user = () => userEvent.setup({ delay: null });

describe('circles list', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('shows a card with its stage, seats, price and three paid features before the rest', async () => {
    renderRoutes(<GroupsRoutes />, '/circles');
    const link = await findCardLink(PAID_CIRCLE);
    expect(link).toHaveAttribute('href', '/circle/ai-foundations-for-career-changers');
    const card = within(cardOf(link));
    expect(card.getByText('Application Open')).toBeInTheDocument();
    expect(card.getByText('Limited Seats Available')).toBeInTheDocument();
    expect(card.getByText('$149')).toBeInTheDocument();
    expect(card.queryByText('Alumni community')).not.toBeInTheDocument();
    await user().click(card.getByText('Show more features'));
    expect(card.getByText('Alumni community')).toBeInTheDocument();
  });

  it('keeps to free circles when asked, saying Free on each card', async () => {
    renderRoutes(<GroupsRoutes />, '/circles');
    await findCardLink(PAID_CIRCLE);
    await user().click(screen.getByText('Free', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(screen.queryByText(PAID_CIRCLE, { selector: 'a' })).not.toBeInTheDocument(), SETTLES);
    const cards = document.querySelectorAll<HTMLElement>('.ant-card');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(within(card).getByText('Free')).toBeInTheDocument();
  });

  it('says so when no circle matches', async () => {
    renderRoutes(<GroupsRoutes />, '/circles');
    await user().type(screen.getByPlaceholderText('Search circles'), 'zqxj no such circle');
    expect(await screen.findByText(MESSAGES.empty.circles, undefined, SETTLES)).toBeInTheDocument();
  });

  it('takes a leadership application, then shows it as under review', async () => {
    await signInAs('emily.carter@example.org', 'Trellis!2026');
    renderRoutes(<GroupsRoutes />, '/circles');
    const apply = await screen.findByText('Apply for a Circle Leader', { selector: 'button > span' }, SETTLES);
    await user().click(apply);
    const dialog = within(await screen.findByRole('dialog'));
    await user().click(dialog.getByText('Submit application', { selector: 'button > span' }));
    expect(await dialog.findByText(LEADER_MESSAGES.responseRequired)).toBeInTheDocument();
    await user().type(dialog.getByLabelText('Why do you want to lead a circle?'), 'I coach new analysts every week.');
    await user().click(dialog.getByText('Submit application', { selector: 'button > span' }));
    expect(await screen.findByText(LEADER_MESSAGES.submitted, undefined, SETTLES)).toBeInTheDocument();
    expect((await screen.findByText(LEADER_MESSAGES.underReview, { selector: 'button > span' }, SETTLES)).closest('button')).toBeDisabled();
  }, 60_000);
});
