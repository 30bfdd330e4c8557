import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody, CircleListQuery, DbId, EventListQuery, PATHS, ProgramList, ROUTES, UserCirclesQuery } from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { AppContext } from '../../app-context.ts';
import { listCircles, listEvents, listUserCircles } from './program-lists.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';

const ERRORS = { 400: ApiErrorBody, 401: ApiErrorBody };

/** The public circle and event lists, and the circles one member belongs to. */
export const circlesEventsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    PATHS.circles,
    {
      schema: {
        tags: ['circles and events'],
        summary: 'Circles, newest start first, with their life-cycle stage; 9 a page unless page_size says otherwise',
        querystring: CircleListQuery,
        response: { 200: ProgramList, ...ERRORS },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, PAGE_SIZES.circlesList);
      const { data, count } = await listCircles(db, request.query, window, request.user?.id ?? null);
      return pageAnswer(data, count, window);
    },
  );

  app.get(
    PATHS.events,
    {
      schema: {
        tags: ['circles and events'],
        summary: 'Events, newest start first; 9 a page unless page_size says otherwise',
        querystring: EventListQuery,
        response: { 200: ProgramList, ...ERRORS },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, PAGE_SIZES.eventsList);
      const { data, count } = await listEvents(db, request.query, window, request.user?.id ?? null);
      return pageAnswer(data, count, window);
    },
  );

  app.get(
    ROUTES.userCircles,
    {
      schema: {
        tags: ['circles and events'],
        summary: "The circles a member belongs to (accepted), as the member's profile lists them",
        params: z.object({ id: DbId }),
        querystring: UserCirclesQuery,
        response: { 200: ProgramList, ...ERRORS },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, PAGE_SIZES.circlesList);
      const { data, count } = await listUserCircles(db, request.params.id, window, request.user?.id ?? null);
      return pageAnswer(data, count, window);
    },
  );
};
