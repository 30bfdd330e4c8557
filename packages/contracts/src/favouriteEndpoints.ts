import { endpoint, endpointGroup } from './endpoint.ts';

export const favouriteEndpoints = endpointGroup('favourites', {
  bookmark: endpoint({
    method: 'POST',
    path: '/bookmark/:type/:id/',
    summary: 'Keep an item the member may see among their favourites (keeping it twice changes nothing)',
    schemas: (c) => ({ params: c.BookmarkParams, answer: c.BookmarkAnswer }),
  }),
  unbookmark: endpoint({
    method: 'DELETE',
    path: '/unbookmark/:type/:id/',
    summary: 'Take an item out of the member’s favourites',
    schemas: (c) => ({ params: c.BookmarkParams, answer: c.BookmarkAnswer }),
  }),
  byType: endpoint({
    method: 'GET',
    path: '/bookmark/:type/',
    summary: 'The member’s favourites of one type they may still see, newest kept first, 10 a page',
    schemas: (c) => ({ params: c.BookmarkTypeParam, query: c.ItemsPageQuery, answer: c.ListedItems }),
  }),
  overview: endpoint({
    method: 'GET',
    path: '/my-favourites/',
    summary: 'The first favourites of every type and how many there are',
    schemas: (c) => ({ answer: c.ItemsOverview }),
  }),
  myItems: endpoint({
    method: 'GET',
    path: '/my-items/',
    summary: 'The first items the member created of every type and how many there are',
    schemas: (c) => ({ answer: c.ItemsOverview }),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/:type/me/',
    summary: 'The items of one type the member created, whatever their review status, newest first, 10 a page',
    schemas: (c) => ({ params: c.MyItemTypeParam, query: c.ItemsPageQuery, answer: c.ListedItems }),
  }),
});
