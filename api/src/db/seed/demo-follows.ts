export type DemoFollow = { from: string; to: string; hoursAgo: number };

/**
 * Who follows whom among the demo people, so profile connection pages show
 * something. The first two match the demo "started following you" notifications.
 */
export const DEMO_FOLLOWS: DemoFollow[] = [
  { from: 'member@trellis.test', to: 'admin@trellis.test', hoursAgo: 2 },
  { from: 'leader@trellis.test', to: 'member@trellis.test', hoursAgo: 3 },
  { from: 'admin@trellis.test', to: 'member@trellis.test', hoursAgo: 26 },
  { from: 'member@trellis.test', to: 'leader@trellis.test', hoursAgo: 30 },
  { from: 'staff@trellis.test', to: 'member@trellis.test', hoursAgo: 48 },
  { from: 'aisha.bello@example.org', to: 'member@trellis.test', hoursAgo: 72 },
  { from: 'leader@trellis.test', to: 'admin@trellis.test', hoursAgo: 96 },
  { from: 'lucas.moreau@example.org', to: 'leader@trellis.test', hoursAgo: 120 },
];
