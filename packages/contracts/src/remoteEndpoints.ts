import { endpoint, endpointGroup } from './endpoint.ts';

export const remoteEndpoints = endpointGroup('remotes', {
  registry: endpoint({
    method: 'GET',
    path: '/remotes/',
    summary: 'Module Federation remotes the shell loads at runtime',
    schemas: (c) => ({ answer: c.RemoteRegistry }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/remotes/:name/',
    summary: 'Point a remote at another deployment (staff)',
    schemas: (c) => ({ params: c.RemoteParams, body: c.RemoteUpdate, answer: c.RemoteEntry }),
  }),
});
