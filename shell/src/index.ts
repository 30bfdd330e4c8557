// Async boundary: shared singletons are negotiated with the remotes before any of them is used.
const startShell = () => void import('./bootstrap.tsx');

// The server's markup of the screen (its first paint) goes on screen before the shell's start-up holds the main
// thread: a deferred script would otherwise run, and start the federation runtime, ahead of the page's first frame,
// and a slow phone would show nothing for the second that takes. A hidden tab paints no frames, so it starts at once.
if (document.visibilityState === 'hidden') startShell();
else requestAnimationFrame(() => setTimeout(startShell, 0));
