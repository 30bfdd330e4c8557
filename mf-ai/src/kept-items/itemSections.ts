import type { BookmarkType, MyItemType } from '@trellis/contracts';

/** One section of the Favorites or My Items pages: its path segment, heading and the kind of item it lists. */
export type ItemSection = { path: string; label: string; type: BookmarkType };

export const FAVOURITE_SECTIONS: ItemSection[] = [
  { path: 'jobs', label: 'Jobs', type: 'job' },
  { path: 'resources', label: 'Resources', type: 'resource' },
  { path: 'circles', label: 'Circles', type: 'circle' },
  { path: 'events', label: 'Events', type: 'event' },
  { path: 'usecases', label: 'Use Cases', type: 'use_case' },
  { path: 'ai-tools', label: 'AI Tools', type: 'ai_tool' },
];

export const MY_ITEM_SECTIONS: (ItemSection & { mine: MyItemType })[] = [
  { path: 'jobs', label: 'Jobs', type: 'job', mine: 'jobs' },
  { path: 'resources', label: 'Resources', type: 'resource', mine: 'resources' },
  { path: 'circles', label: 'Circles', type: 'circle', mine: 'circles' },
  { path: 'ai-tools', label: 'AI Tools', type: 'ai_tool', mine: 'ai-tools' },
  { path: 'usecases', label: 'Use Cases', type: 'use_case', mine: 'use-cases' },
];

/** Where each kind of item has its page. */
const PAGE_OF: Record<BookmarkType, string> = {
  job: '/job/',
  resource: '/resource/',
  circle: '/circle/',
  event: '/event/',
  use_case: '/usecase/',
  ai_tool: '/ai-tool/',
};

export const itemPath = (type: BookmarkType, slug: string) => `${PAGE_OF[type]}${encodeURIComponent(slug)}`;

/** Pages of this remote open through its router; the others through the shell. */
export const isOwnPage = (type: BookmarkType) => type === 'use_case' || type === 'ai_tool';
