export * from './users.ts';
export * from './groups.ts';
export * from './sites.ts';
export * from './commerce.ts';
export * from './content.ts';
export * from './sessions.ts';
export * from './notifications.ts';
