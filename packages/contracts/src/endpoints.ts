/**
 * Every endpoint of /api/v1, declared once per area. This module holds no zod at run time (see `Endpoint`), so the
 * browser's start-up path imports it freely.
 */
export * from './endpoint.ts';
export * from './authEndpoints.ts';
export * from './identityEndpoints.ts';
export * from './notificationEndpoints.ts';
export * from './siteConfigEndpoints.ts';
export * from './remoteEndpoints.ts';
export * from './profileEndpoints.ts';
export * from './groupEndpoints.ts';
export * from './organizationEndpoints.ts';
export * from './commerceEndpoints.ts';
export * from './aiEndpoints.ts';
export * from './adminEndpoints.ts';
export * from './socialEndpoints.ts';
export * from './chatEndpoints.ts';
export * from './accountEndpoints.ts';
export * from './realtimeEndpoints.ts';
export * from './devEndpoints.ts';
export * from './jobEndpoints.ts';
export * from './invitationEndpoints.ts';
export * from './leaderEndpoints.ts';
export * from './groupEditingEndpoints.ts';
export * from './contentEndpoints.ts';
export * from './resourceEndpoints.ts';
export * from './favouriteEndpoints.ts';
export * from './searchEndpoints.ts';
export * from './recommendationEndpoints.ts';
export * from './assistantEndpoints.ts';
export * from './agentEndpoints.ts';
export * from './moderationEndpoints.ts';
export * from './connectEndpoints.ts';
export * from './resourceHubEndpoints.ts';
export * from './groupContactEndpoints.ts';
export * from './calendarFeedEndpoints.ts';
export * from './homeEndpoints.ts';
export * from './googleClassroomEndpoints.ts';
