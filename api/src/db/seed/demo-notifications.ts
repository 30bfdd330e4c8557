import { slugify } from '../../text/slugify.ts';
import { DEFAULT_ORGANIZATION_SLUG } from './demo-groups.ts';

export type DemoNotification = {
  to: string;
  type: string;
  notificationType: string;
  message: string;
  data: Record<string, string>;
  isRead?: boolean;
  hoursAgo: number;
};

/** One of each kind the notifications screen routes differently, newest first. */
export const DEMO_NOTIFICATIONS: DemoNotification[] = [
  {
    to: 'member@trellis.test',
    type: 'invitation',
    notificationType: 'invited',
    message: 'Lumen Robotics invited you to join their organization',
    data: { invitation_key: 'lumen-robotics-welcome', name_slug: 'lumen-robotics', group_type: 'organization', name: 'Lumen Robotics' },
    hoursAgo: 1,
  },
  {
    to: 'member@trellis.test',
    type: 'user_connection',
    notificationType: 'followed',
    message: 'Daniel Okafor started following you',
    data: { name_slug: 'daniel-okafor', name: 'Daniel Okafor' },
    hoursAgo: 3,
  },
  {
    to: 'member@trellis.test',
    type: 'group',
    notificationType: 'event_reminder',
    message: 'Future of Work Summit 2026 starts soon',
    data: { name_slug: 'future-of-work-summit-2026', group_type: 'event', name: 'Future of Work Summit 2026' },
    hoursAgo: 20,
  },
  {
    to: 'member@trellis.test',
    type: 'group',
    notificationType: 'membership_accepted',
    message: 'Your request to join AI Foundations for Career Changers was accepted',
    data: { name_slug: 'ai-foundations-for-career-changers', group_type: 'circle', name: 'AI Foundations for Career Changers' },
    hoursAgo: 30,
  },
  {
    to: 'member@trellis.test',
    type: 'job',
    notificationType: 'new_job',
    message: 'New job posted: Program Coordinator, Career Circles',
    data: { name_slug: slugify('Program Coordinator, Career Circles'), group_type: 'job', name: 'Program Coordinator, Career Circles' },
    isRead: true,
    hoursAgo: 50,
  },
  {
    to: 'member@trellis.test',
    type: 'group',
    notificationType: 'announcement',
    message: 'Welcome to the community! Complete your profile to get matched with circles.',
    data: { name_slug: DEFAULT_ORGANIZATION_SLUG, group_type: 'organization', name: 'Trellis Career Network' },
    isRead: true,
    hoursAgo: 80,
  },
  {
    to: 'admin@trellis.test',
    type: 'user_connection',
    notificationType: 'followed',
    message: 'Maya Thompson started following you',
    data: { name_slug: 'maya-thompson', name: 'Maya Thompson' },
    hoursAgo: 2,
  },
];
