import { endpoint, endpointGroup } from './endpoint.ts';

export const groupEditingEndpoints = endpointGroup('group editing', {
  sdgs: endpoint({
    method: 'GET',
    path: '/sdgs/',
    summary: 'The Sustainable Development Goals a circle may work towards',
    schemas: (c) => ({ answer: c.SdgList }),
  }),
  groupSdgs: endpoint({
    method: 'GET',
    path: '/groups/:id/sdgs/',
    summary: "A group's Sustainable Development Goals",
    schemas: (c) => ({ params: c.DbIdParam, answer: c.SdgList }),
  }),
  parentOptions: endpoint({
    method: 'GET',
    path: '/groups/parent-options/',
    summary: 'Where the signed-in user may create a circle or an event, or why nowhere',
    schemas: (c) => ({ query: c.ParentOptionsQuery, answer: c.ParentOptions }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/groups/',
    summary:
      'Create a circle (leadership-certified administrators) or an event (certified administrators) under an organization; ' +
      'or add an institution typed in the profile form (one of that name the member can see is reused, answering 200), seen only by its author until staff approve it',
    status: 201,
    schemas: (c) => ({ body: c.GroupCreateBody, answer: c.GroupCreated }),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/groups/:id/',
    summary:
      "Administrators: change a circle's or an event's fields, or only its join questions; or an organization's or an institution's " +
      'name, texts, country, topics, maximum size and publicity',
    schemas: (c) => ({ params: c.DbIdParam, body: c.ProgramPatchBody, answer: c.ProgramSaved }),
  }),
  coverImage: endpoint({
    method: 'POST',
    path: '/groups/:id/cover-image/',
    summary: "Administrators: replace a group's cover image (multipart field cover_image: JPEG or PNG)",
    kind: 'upload',
    schemas: (c) => ({ params: c.DbIdParam, answer: c.GroupImageAnswer }),
  }),
  logo: endpoint({
    method: 'POST',
    path: '/groups/:id/logo/',
    summary: "Administrators: replace a group's logo (multipart field logo: JPEG, PNG or WebP)",
    kind: 'upload',
    schemas: (c) => ({ params: c.DbIdParam, answer: c.GroupImageAnswer }),
  }),
});
