import { endpoint, endpointGroup } from './endpoint.ts';

export const aiEndpoints = endpointGroup('ai', {
  useCases: endpoint({
    method: 'GET',
    path: '/use-cases/',
    summary: 'AI use cases, newest first; approved ones unless a moderator asks for another status',
    schemas: (c) => ({ query: c.UseCaseListQuery, answer: c.UseCaseList }),
  }),
  useCaseFilterValues: endpoint({
    method: 'GET',
    path: '/use-cases/filter-values/',
    summary: 'The business values, complexities and innovation categories approved use cases hold, for the list filters',
    schemas: (c) => ({ answer: c.UseCaseFilterValues }),
  }),
  useCaseBySlug: endpoint({
    method: 'GET',
    path: '/use-cases/slug/:slug/',
    summary: 'A use case’s page with the caller’s vote and favourite; unapproved ones for their author and moderators only',
    schemas: (c) => ({ params: c.SlugParam, answer: c.UseCaseDetail }),
  }),
  createUseCase: endpoint({
    method: 'POST',
    path: '/use-cases/',
    status: 201,
    summary: 'Submit a use case for review (staff publish at once); the curation agent grades it after the answer',
    schemas: (c) => ({ body: c.UseCaseCreateBody, answer: c.UseCaseSaved }),
  }),
  updateUseCase: endpoint({
    method: 'PATCH',
    path: '/use-cases/:id/',
    summary: 'Change a use case (its author or staff); the curation agent grades it again',
    schemas: (c) => ({ params: c.DbIdParam, body: c.UseCasePatchBody, answer: c.UseCaseSaved }),
  }),
  uploadVideo: endpoint({
    method: 'POST',
    kind: 'upload',
    path: '/upload-video/',
    summary: 'Upload a use case video (multipart: video; MP4 only, checked by its bytes, up to 50 MB)',
    schemas: (c) => ({ answer: c.UploadedVideo }),
  }),
  vote: endpoint({
    method: 'POST',
    path: '/vote/',
    summary: 'Vote a use case or an AI tool up or down; the same vote again takes it back',
    schemas: (c) => ({ body: c.VoteBody, answer: c.VoteAnswer }),
  }),
  aiTools: endpoint({
    method: 'GET',
    path: '/ai-tools/',
    summary: 'Approved AI tools, newest first, 9 a page; search and categories',
    schemas: (c) => ({ query: c.AiToolListQuery, answer: c.AiToolList }),
  }),
  aiToolBySlug: endpoint({
    method: 'GET',
    path: '/ai-tools/slug/:slug/',
    summary: 'An AI tool’s page; unapproved ones for their author and staff only',
    schemas: (c) => ({ params: c.SlugParam, answer: c.AiTool }),
  }),
  aiToolGroupOptions: endpoint({
    method: 'GET',
    path: '/ai-tools/group-options/',
    summary: 'The organizations and institutions the member is an accepted member of, which an AI tool may name',
    schemas: (c) => ({ answer: c.AiToolGroupOptions }),
  }),
  createAiTool: endpoint({
    method: 'POST',
    path: '/ai-tools/',
    status: 201,
    summary: 'Submit an AI tool for review',
    schemas: (c) => ({ body: c.AiToolCreateBody, answer: c.AiToolSaved }),
  }),
  updateAiTool: endpoint({
    method: 'PATCH',
    path: '/ai-tools/:id/',
    summary: 'Change an AI tool (its author or staff)',
    schemas: (c) => ({ params: c.DbIdParam, body: c.AiToolPatchBody, answer: c.AiToolSaved }),
  }),
});
