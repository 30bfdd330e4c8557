import type { HomeApplication, HomeCircle, HomeEvent, HomeGroup, HomePost, RecommendedItem } from '@trellis/contracts';
import type { HomeItem } from './HomeBlock.tsx';

const DAY = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });
const shownDay = (iso: string) => DAY.format(new Date(iso));

/** Where a group's page is: circles and events have their own, every other kind is an organization page. */
export function groupPath(group: Pick<HomeGroup, 'group_type' | 'name_slug'>): string {
  const slug = encodeURIComponent(group.name_slug);
  if (group.group_type === 'circle') return `/circle/${slug}`;
  if (group.group_type === 'event') return `/event/${slug}`;
  return `/org/${slug}`;
}

export function eventItem(event: HomeEvent): HomeItem {
  let when = 'Date to be announced';
  if (event.start_date && Date.parse(event.start_date) <= Date.now()) when = 'Happening now';
  else if (event.start_date) when = `Starts ${shownDay(event.start_date)}`;
  return { key: event.id, title: event.name, href: groupPath({ group_type: 'event', name_slug: event.name_slug }), detail: when };
}

/**
 * What changed in a circle, told by its posts: how many others shared since the member last opened it (this week, for
 * a circle they never opened), and when the latest was shared.
 */
export function circleItem(circle: HomeCircle): HomeItem {
  let news = 'No posts yet';
  if (circle.latest_post_at) {
    const latest = `latest on ${shownDay(circle.latest_post_at)}`;
    const since = circle.last_seen_at ? 'since you last looked' : 'this week';
    const count = circle.new_posts;
    news = count > 0 ? `${count} new ${count === 1 ? 'post' : 'posts'} ${since}, ${latest}` : `No new posts ${since}, ${latest}`;
  }
  return { key: circle.id, title: circle.name, href: groupPath({ group_type: 'circle', name_slug: circle.name_slug }), detail: news };
}

export function applicationItem(application: HomeApplication): HomeItem {
  return {
    key: application.id,
    title: application.job.title,
    href: `/job/${encodeURIComponent(application.job.slug)}`,
    detail: `${application.organization.name}, applied on ${shownDay(application.applied_at)}`,
  };
}

export function postItem(post: HomePost): HomeItem {
  return {
    key: post.id,
    title: post.title,
    href: `/post/${encodeURIComponent(post.slug)}`,
    detail: `${post.group.name}, ${shownDay(post.created_at)}`,
  };
}

/** A recommendation, under the page of its kind (`/job/`, `/circle/`), with the reason it was made. */
export const recommendedItem =
  (page: string) =>
  (item: RecommendedItem): HomeItem => ({
    key: item.id,
    title: item.name,
    href: `${page}${encodeURIComponent(item.slug)}`,
    detail: item.reason,
  });
