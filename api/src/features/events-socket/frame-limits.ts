/** Largest frame a client may send: a chat message of ten 4,000-character parts fits with room to spare. */
export const MAX_FRAME_BYTES = 64 * 1024;

/** Sockets one member may hold open on one instance: a few tabs and devices, not a flood. */
export const MAX_SOCKETS_PER_USER = 10;

export type FrameRate = { perSocket: number; perUser: number; windowMs: number };

/** Frames a person types and sends; a burst past these is a script, not a member. */
export const DEFAULT_FRAME_RATE: FrameRate = { perSocket: 20, perUser: 40, windowMs: 10_000 };

/** Counts events per key in fixed windows; `take` says whether one more fits in the current window. */
export function fixedWindow(max: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string | number, { start: number; count: number }>();
  return {
    take(key: string | number): boolean {
      const time = now();
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) windows.set(key, (window = { start: time, count: 0 }));
      window.count += 1;
      return window.count <= max;
    },
    forget(key: string | number) {
      windows.delete(key);
    },
  };
}
