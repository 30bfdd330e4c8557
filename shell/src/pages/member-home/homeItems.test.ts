import type { HomeCircle } from '@trellis/contracts';
import { circleItem } from './homeItems.ts';

const circle = (values: Partial<HomeCircle>): HomeCircle => ({
  id: 7,
  name: 'Data Circle',
  name_slug: 'data-circle',
  new_posts: 0,
  last_seen_at: null,
  latest_post_at: null,
  ...values,
});
const LATEST = '2026-03-04T10:00:00.000Z';

describe("a circle on the member's home", () => {
  it('links to the circle and says when nothing was ever posted', () => {
    expect(circleItem(circle({}))).toEqual({ key: 7, title: 'Data Circle', href: '/circle/data-circle', detail: 'No posts yet' });
  });

  it('counts the posts of the week in a circle the member never opened', () => {
    expect(circleItem(circle({ new_posts: 2, latest_post_at: LATEST })).detail).toBe('2 new posts this week, latest on Mar 4, 2026');
    expect(circleItem(circle({ new_posts: 0, latest_post_at: LATEST })).detail).toBe('No new posts this week, latest on Mar 4, 2026');
  });

  it('counts the posts since the member last looked in a circle they opened', () => {
    const seen = { last_seen_at: '2026-03-01T10:00:00.000Z', latest_post_at: LATEST };
    expect(circleItem(circle({ ...seen, new_posts: 1 })).detail).toBe('1 new post since you last looked, latest on Mar 4, 2026');
    expect(circleItem(circle({ ...seen, new_posts: 0 })).detail).toBe('No new posts since you last looked, latest on Mar 4, 2026');
  });
});
