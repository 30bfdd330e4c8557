import { bus } from './bus.ts';

describe('the event bus', () => {
  it('delivers typed events to subscribers until they unsubscribe', () => {
    const received: number[] = [];
    const onOpen = ({ userId }: { userId: number }) => received.push(userId);
    bus.on('chat:open', onOpen);
    bus.emit('chat:open', { userId: 7 });
    bus.off('chat:open', onOpen);
    bus.emit('chat:open', { userId: 8 });
    expect(received).toEqual([7]);
  });
});
