import { endpoint, endpointGroup } from './endpoint.ts';

export const realtimeEndpoints = endpointGroup('realtime', {
  ticket: endpoint({
    method: 'POST',
    path: '/events-socket/ticket/',
    summary: 'A single-use ticket, valid 30 seconds, that opens one events socket at /ws/events/{ticket}/ for this session',
    schemas: (c) => ({ answer: c.SocketTicket }),
  }),
});
