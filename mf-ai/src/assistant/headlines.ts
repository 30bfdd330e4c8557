import type { SiteVariant } from '@trellis/contracts';

/** The landing headline of Ask Anything, in the words of each kind of site. */
export const HEADLINES: Record<SiteVariant, { title: string; subtitle: string }> = {
  general: {
    title: 'Ask Anything about your career',
    subtitle: 'Answers come with the circles, jobs, events, resources and people on this platform.',
  },
  diaspora: {
    title: 'Ask Anything about building your career across borders',
    subtitle: 'Answers draw on the community, its circles, jobs and mentors.',
  },
  institutional: {
    title: 'Ask Anything about your studies and first job',
    subtitle: 'Answers point to your institution’s circles, events, jobs and alumni.',
  },
  summer_camp: {
    title: 'Ask Anything about your camp and what comes next',
    subtitle: 'Answers point to the camp’s sessions, circles and mentors.',
  },
  global_senate: {
    title: 'Ask Anything about leadership and public service',
    subtitle: 'Answers draw on the senate’s circles, events, resources and members.',
  },
};
