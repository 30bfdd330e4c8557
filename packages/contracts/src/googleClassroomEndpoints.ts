import { endpoint, endpointGroup } from './endpoint.ts';

export const googleClassroomEndpoints = endpointGroup('google classroom', {
  materials: endpoint({
    method: 'POST',
    path: '/google-classroom/materials/',
    summary: "A circle's certified administrator loads its Google Classroom course's materials as the circle's resources",
    schemas: (c) => ({ body: c.GoogleClassroomMaterialsBody, answer: c.GoogleClassroomMaterialsAnswer }),
  }),
  syncUsers: endpoint({
    method: 'POST',
    path: '/google-classroom/sync-users/:id/',
    summary:
      "A circle's certified administrator brings in the course's students (members) or teachers (administrators) by e-mail; people without an account are invited",
    schemas: (c) => ({ params: c.DbIdParam, body: c.GoogleClassroomSyncUsersBody, answer: c.GoogleClassroomSyncUsersAnswer }),
  }),
  access: endpoint({
    method: 'PUT',
    path: '/google-classroom/access/:id/',
    summary: "Staff turn an organization's Google Classroom access on or off",
    schemas: (c) => ({ params: c.DbIdParam, body: c.GoogleClassroomAccessBody, answer: c.GoogleClassroomAccessAnswer }),
  }),
});
