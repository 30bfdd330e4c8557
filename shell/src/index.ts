import { nextTask } from '@trellis/federation/next-task';

/**
 * The start-up in steps of a task each: the heaviest modules the shell runs (React DOM, the endpoint declarations,
 * then the API client with the session store), then the shell. Run with the shell in one go, they made a task of
 * about 90 ms of CPU time on a desktop processor, which a phone four times slower turns into a third of a second in
 * which a tap waits. The shell comes last, as its chunks' arrival runs it at once: asked for earlier, it ran them all
 * in that task again.
 */
async function startShell() {
  for (const step of [
    () => import('react-dom/client'),
    () => import('@trellis/contracts/endpoints'),
    () => import('@trellis/platform/api-client'),
  ]) {
    await step();
    await nextTask();
  }
  // Async boundary: shared singletons are negotiated with the remotes before any of them is used.
  await import('./bootstrap.tsx');
}

// The server's markup of the screen (its first paint) goes on screen before the shell's start-up holds the main
// thread: a deferred script would otherwise run, and start the federation runtime, ahead of the page's first frame,
// and a slow phone would show nothing for the second that takes. A hidden tab paints no frames, so it starts at once.
if (document.visibilityState === 'hidden') void startShell();
else requestAnimationFrame(() => setTimeout(() => void startShell(), 0));
