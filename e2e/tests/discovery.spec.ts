import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { memberPage } from '../support/chat.ts';
import { waitForMail } from '../support/mailbox.ts';

const USE_CASE = 'Generating practice questions from lecture notes';

test.describe('discovery', () => {
  test('a member votes on a use case, keeps it among their favourites, and submits an AI tool they find under My Items', async ({
    browser,
    baseURL,
  }) => {
    const maya = await memberPage(browser, baseURL!, ACCOUNTS.member);

    await maya.getByRole('link', { name: 'AI Use Case' }).first().click();
    await expect(maya.getByRole('heading', { name: 'AI Use Cases' })).toBeVisible();
    await maya.getByRole('searchbox', { name: 'Search use cases' }).fill('practice questions');
    await maya.getByRole('link', { name: new RegExp(USE_CASE) }).click();
    await expect(maya).toHaveURL(/\/usecase\/generating-practice-questions-from-lecture-notes$/);
    await expect(maya.getByRole('heading', { level: 1, name: USE_CASE })).toBeVisible();

    const score = maya.getByTestId('vote-score');
    const upvote = maya.getByRole('button', { name: 'Upvote' });
    const downvote = maya.getByRole('button', { name: 'Downvote' });
    const start = Number(await score.textContent());
    await upvote.click();
    await expect(score).toHaveText(String(start + 1));
    await expect(upvote).toHaveAttribute('aria-pressed', 'true');
    await expect(downvote).toBeEnabled();
    await downvote.click();
    await expect(score).toHaveText(String(start - 1));
    await expect(downvote).toHaveAttribute('aria-pressed', 'true');

    // The vote was stored: a fresh load shows it.
    await maya.reload();
    await expect(score).toHaveText(String(start - 1));
    await expect(downvote).toHaveAttribute('aria-pressed', 'true');

    await maya.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(maya.getByText('Added to favourites')).toBeVisible();
    await maya.getByRole('link', { name: 'Favorites' }).first().click();
    const keptUseCases = maya.getByRole('region', { name: 'Use Cases' });
    await expect(keptUseCases.getByRole('link', { name: new RegExp(USE_CASE) })).toBeVisible();

    const toolName = `Lecture Quizzer ${Date.now()}`;
    await maya.getByRole('link', { name: 'AI Tools' }).first().click();
    await expect(maya.getByRole('heading', { name: 'AI Tools' })).toBeVisible();
    await maya.getByRole('button', { name: 'Submit AI Tool' }).click();
    const form = maya.getByRole('dialog', { name: 'Submit AI Tool' });
    await form.getByLabel('Name').fill(toolName);
    await form.getByLabel('Description').fill('<p>Turns lecture notes into <strong>practice quizzes</strong>.</p>');
    await form.getByLabel('Organization or institution').click();
    await maya.locator('.ant-select-dropdown').getByTitle('Trellis Career Network').click();
    await form.getByLabel('Website').fill('https://quizzer.example');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(maya.getByText('Thank you for submitting an AI tool')).toBeVisible();

    await maya.getByRole('link', { name: 'My Items' }).first().click();
    const myTools = maya.getByRole('region', { name: 'AI Tools' });
    const submitted = myTools.getByRole('link', { name: new RegExp(toolName) });
    await expect(submitted).toBeVisible();
    await expect(submitted.getByText('Pending')).toBeVisible();

    // Leave the shared demo use case as it was for the other specs: take the vote and the favourite back.
    await maya.goto('/usecase/generating-practice-questions-from-lecture-notes');
    await downvote.click();
    await expect(score).toHaveText(String(start));
    await maya.getByRole('button', { name: 'Favourite' }).click();
    await expect(maya.getByText('Removed from favourites')).toBeVisible();
  });

  test('a member invites a friend by e-mail from Connect, finds an influential person, follows them, meets them among the influencers, and browses the resource hub', async ({
    browser,
    baseURL,
  }) => {
    const maya = await memberPage(browser, baseURL!, ACCOUNTS.member);
    const person = 'Amara Okafor';
    const cardOf = (name: string) => maya.locator('.ant-card', { has: maya.getByRole('link', { name, exact: true }) });

    await maya.goto('/connect');
    await expect(maya.getByRole('heading', { name: 'Connect', level: 2 })).toBeVisible();
    await expect(maya.getByRole('heading', { name: 'Active connections' })).toBeVisible();
    await maya.getByRole('tab', { name: 'People' }).click();

    // Invite Others mails the address a sign-up link that leads to Maya's profile.
    const friend = `e2e-friend-${Date.now()}@example.com`;
    await maya.getByRole('button', { name: 'Invite Others' }).click();
    const invite = maya.getByRole('dialog');
    await invite.getByRole('combobox', { name: 'E-mail addresses' }).fill(friend);
    await maya.keyboard.press('Enter');
    await invite.getByRole('button', { name: 'Send invitations' }).click();
    await expect(maya.getByText('Invitation sent successfully.')).toBeVisible();
    await expect(invite).toBeHidden();
    const [link] = await waitForMail(baseURL!, friend, /\/signup\?next=%2Fprofile%2F[\w-]+$/m);
    const newcomer = await browser.newPage();
    await newcomer.goto(new URL(link, baseURL).toString());
    await expect(newcomer.getByRole('heading', { name: 'Sign up', level: 2 })).toBeVisible();
    await newcomer.close();

    await maya.getByRole('searchbox', { name: 'Search people and groups' }).fill('Amara');
    await expect(maya.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await cardOf(person)
      .getByRole('button', { name: /Follow$/, pressed: false })
      .click();
    await expect(cardOf(person).getByRole('button', { name: /Followed$/, pressed: true })).toBeVisible();

    // Without a search the page lists the member's active connections, the new one among them.
    await maya.getByRole('searchbox', { name: 'Search people and groups' }).fill('');
    await expect(maya.getByRole('heading', { name: 'Active connections' })).toBeVisible();
    await expect(cardOf(person)).toBeVisible();

    await maya.getByRole('link', { name: 'View Influential People' }).click();
    await expect(maya).toHaveURL(/\/influencers$/);
    await expect(maya.getByRole('heading', { name: 'Influential People' })).toBeVisible();
    // Leave the demo member as they were for the other specs: stop following again.
    await cardOf(person)
      .getByRole('button', { name: /Followed$/, pressed: true })
      .click();
    await expect(cardOf(person).getByRole('button', { name: /Follow$/, pressed: false })).toBeVisible();

    await maya.getByRole('link', { name: 'Resource Hub' }).first().click();
    await expect(maya.getByRole('heading', { name: 'Resource Hub' })).toBeVisible();
    await maya.getByRole('combobox', { name: 'Topic areas' }).click();
    await maya.locator('.ant-select-dropdown').getByTitle('AI and Technology').click();
    await maya.keyboard.press('Escape');
    // The hub's list, not the right panel, which recommends resources of its own.
    const hub = maya.getByRole('main');
    await expect(hub.getByRole('link', { name: 'Prompt writing for everyday work' })).toBeVisible();
    await expect(hub.getByRole('link', { name: 'Negotiating a job offer' })).toHaveCount(0);
  });

  test('a member submits a use case with a video, watches it on its page, seeks in it, and finds it under My Items', async ({
    browser,
    baseURL,
  }) => {
    const maya = await memberPage(browser, baseURL!, ACCOUNTS.member);
    const title = `Quiz drafts from lecture videos ${Date.now()}`;

    await maya.goto('/usecases');
    await maya.getByRole('button', { name: 'Submit Use Case' }).click();
    await expect(maya.getByRole('heading', { level: 1, name: 'Submit Use Case' })).toBeVisible();
    await maya.getByLabel('Title').fill(title);
    await maya
      .getByLabel('Description')
      .fill('A model watches each recorded lecture and drafts practice questions the teacher reviews before class.');
    await maya.getByLabel('Organization or institution').click();
    await maya.locator('.ant-select-dropdown').getByTitle('Trellis Career Network').click();
    await maya.getByLabel('Business Value').fill('High');
    await maya.getByLabel('Complexity').fill('Low');
    await maya.getByLabel('Innovation Category').fill('Teaching');
    await maya.keyboard.press('Escape');
    // The start of an MP4 file (its ftyp box), which is what the server checks.
    const video = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), Buffer.alloc(256 * 1024)]);
    const [chooser] = await Promise.all([maya.waitForEvent('filechooser'), maya.getByRole('button', { name: 'Upload video' }).click()]);
    await chooser.setFiles({ name: 'lecture.mp4', mimeType: 'video/mp4', buffer: video });
    await expect(maya.getByText('Uploaded')).toBeVisible();
    await maya.getByRole('button', { name: 'Submit' }).click();

    await expect(maya.getByText('Thank you for submitting a use case')).toBeVisible();
    await expect(maya.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await maya.getByRole('button', { name: 'Video' }).click();
    const player = maya.getByRole('dialog').locator('video');
    await expect(player).toHaveAttribute('src', /\/api\/v1\/media\/.+\.mp4$/);
    // The player seeks by asking for a range of the video's bytes.
    const part = await maya.request.get((await player.getAttribute('src'))!, { headers: { range: 'bytes=100-199' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect((await part.body()).equals(video.subarray(100, 200))).toBe(true);
    await maya.keyboard.press('Escape');

    await maya.getByRole('link', { name: 'My Items' }).first().click();
    await expect(maya.getByRole('region', { name: 'Use Cases' }).getByRole('link', { name: new RegExp(title) })).toBeVisible();
  });

  test('a signed-in member finds their next event and their circles on the home page, and opens the event', async ({
    browser,
    baseURL,
  }) => {
    const priya = await memberPage(browser, baseURL!, ACCOUNTS.admin);
    // The landing content stays, without its call to join the site she is already a member of.
    await expect(priya.getByRole('button', { name: 'Join for free' })).toHaveCount(0);
    const circles = priya.getByRole('region', { name: 'Your circles' });
    await expect(circles.getByRole('link', { name: 'Grant Writing Bootcamp' })).toBeVisible();
    const events = priya.getByRole('region', { name: 'Your next events' });
    await events.getByRole('link', { name: 'Global Health Careers Webinar' }).click();
    await expect(priya).toHaveURL(/\/event\/global-health-careers-webinar$/);
    await expect(priya.getByRole('heading', { name: 'Global Health Careers Webinar' })).toBeVisible();
  });
});
