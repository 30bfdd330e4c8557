import { Grid } from '@trellis/ui/antd';
import type { RecommendedEntityType } from '@trellis/contracts';
import { RECOMMENDATION_MESSAGES } from '@trellis/contracts/messages';
import { homeEndpoints, recommendationEndpoints } from '@trellis/contracts/endpoints';
import { useCall } from '@trellis/platform/api-client';
import { useSite } from '@trellis/platform/site';
import { HomeBlock } from './HomeBlock.tsx';
import { applicationItem, circleItem, eventItem, postItem, recommendedItem } from './homeItems.ts';

const HOME_FAILED = 'Could not load this part of your home. Please reload the page.';

function useRecommended(entityType: RecommendedEntityType, wanted = true) {
  return useCall(recommendationEndpoints.entities, wanted ? { query: { entity_type: entityType } } : null);
}

/** One column on a phone, two on a tablet, three on a desktop. */
function useColumns() {
  const screens = Grid.useBreakpoint();
  if (screens.xl) return 3;
  return screens.md ? 2 : 1;
}

/**
 * What is the signed-in member's own, under the site's landing content: their next events, their circles, their
 * applications in progress, what is recommended to them and the recent posts of their groups. Jobs show only on
 * sites that offer them.
 */
export function MemberHome() {
  const offersJobs = useSite((state) => state.config?.ui.show_job_menu ?? false);
  const home = useCall(homeEndpoints.member, {});
  const jobs = useRecommended('job', offersJobs);
  const circles = useRecommended('circle');
  const columns = useColumns();
  const homeFailed = home.error ? HOME_FAILED : null;
  return (
    <section aria-label="Your home" style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 16 }}>
      <HomeBlock
        heading="Your next events"
        items={home.data?.next_events.map(eventItem)}
        loadingText="Loading your next events…"
        emptyText="You are not taking part in any upcoming event."
        failed={homeFailed}
        more={{ label: 'All events', href: '/events' }}
      />
      <HomeBlock
        heading="Your circles"
        items={home.data?.circles.map(circleItem)}
        loadingText="Loading your circles…"
        emptyText="You have not joined a circle yet."
        failed={homeFailed}
        more={{ label: 'Find circles', href: '/circles' }}
      />
      {offersJobs ? (
        <HomeBlock
          heading="Your applications in progress"
          items={home.data?.applications.map(applicationItem)}
          loadingText="Loading your applications…"
          emptyText="You have no application awaiting an answer."
          failed={homeFailed}
          more={{ label: 'Jobs', href: '/jobs' }}
        />
      ) : null}
      <HomeBlock
        heading="Recent posts in your groups"
        items={home.data?.group_posts.map(postItem)}
        loadingText="Loading recent posts…"
        emptyText="Nothing has been posted in your groups yet."
        failed={homeFailed}
        more={{ label: "What's happening", href: '/posts' }}
      />
      {offersJobs ? (
        <HomeBlock
          heading="Recommended jobs"
          items={jobs.data?.data.map(recommendedItem('/job/'))}
          loadingText="Loading recommended jobs…"
          emptyText={RECOMMENDATION_MESSAGES.none}
          failed={jobs.error ? RECOMMENDATION_MESSAGES.failed : null}
        />
      ) : null}
      <HomeBlock
        heading="Recommended circles"
        items={circles.data?.data.map(recommendedItem('/circle/'))}
        loadingText="Loading recommended circles…"
        emptyText={RECOMMENDATION_MESSAGES.none}
        failed={circles.error ? RECOMMENDATION_MESSAGES.failed : null}
      />
    </section>
  );
}
