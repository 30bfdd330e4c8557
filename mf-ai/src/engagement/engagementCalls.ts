import { call } from '@trellis/platform/api-client';
import { aiEndpoints, favouriteEndpoints } from '@trellis/contracts/endpoints';
import type { BookmarkType, VoteContentType } from '@trellis/contracts';

export const castVote = (content_type: VoteContentType, object_id: number, vote_type: 'upvote' | 'downvote') =>
  call(aiEndpoints.vote, { body: { content_type, object_id, vote_type } });

export const keepFavourite = (type: BookmarkType, id: number) => call(favouriteEndpoints.bookmark, { params: { type, id } });

export const dropFavourite = (type: BookmarkType, id: number) => call(favouriteEndpoints.unbookmark, { params: { type, id } });
