/** Resolves in a task of its own, so that the browser can paint and answer input before what follows runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start-up in steps of a task each. Async boundary: shared singletons are negotiated with the remotes before any
 * of them is used, and the shell's chunks are asked for first. While they travel, the heaviest modules it will run
 * (React DOM, then the API client with the endpoint declarations and the session store) are run a task each: run with
 * the shell in one go, they made a task of about 90 ms of CPU time here, which a phone four times slower turns into a
 * third of a second in which a tap waits.
 */
async function startShell() {
  const shell = import('./bootstrap.tsx');
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('@trellis/platform/api-client');
  await shell;
}

// The server's markup of the screen (its first paint) goes on screen before the shell's start-up holds the main
// thread: a deferred script would otherwise run, and start the federation runtime, ahead of the page's first frame,
// and a slow phone would show nothing for the second that takes. A hidden tab paints no frames, so it starts at once.
if (document.visibilityState === 'hidden') void startShell();
else requestAnimationFrame(() => setTimeout(() => void startShell(), 0));
