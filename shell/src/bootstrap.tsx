import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { ApiError } from '@trellis/platform/api-client';
import { bus } from '@trellis/platform/events';
import { MESSAGES } from '@trellis/contracts/messages';
import { nextTask } from '@trellis/federation/next-task';
import { loadAppConfig } from '@trellis/platform/site';
import { composeFromServer } from './composition/compose.ts';
import { holdFirstPaint } from './composition/firstPaint.ts';
import { Shell } from './layout/Shell.tsx';
import { followNavigateEvents } from './routing/navigation.ts';
import { acceptHandoff, takeHandoffCode, type PendingSwitch } from './session/sessionHandoff.ts';

/** The tab shows the site's own logo in place of the platform's icon (a served page names it already). */
function showSiteIcon(href: string) {
  const icons = document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]');
  if (icons.length === 1 && icons[0]!.getAttribute('href') === href) return;
  for (const link of icons) link.remove();
  const icon = Object.assign(document.createElement('link'), { rel: 'icon', href });
  document.head.append(icon);
}

async function loadSite() {
  try {
    const config = await loadAppConfig();
    document.title = config.site.brand_name;
    if (config.site.logo) showSiteIcon(config.site.logo);
  } catch (error) {
    bus.emit('toast', { kind: 'error', content: error instanceof ApiError ? error.message : MESSAGES.http.other });
  }
}

/** A session handed over from another site is taken before anything renders, so the page starts signed in. */
async function takeHandoff(): Promise<PendingSwitch | null> {
  const code = takeHandoffCode();
  if (!code) return null;
  try {
    return await acceptHandoff(code);
  } catch (error) {
    bus.emit('toast', { kind: 'error', content: error instanceof ApiError ? error.message : MESSAGES.auth.handoffExpired });
    return null;
  }
}

async function main() {
  const pendingSwitch = await takeHandoff();
  // Started before any area is registered so that single-spa reports every navigation from the first one on.
  start({ urlRerouteOnly: true });
  followNavigateEvents();
  // Composed before the first render: with the registry in the page, the first frame already has the right layout.
  void composeFromServer();
  // Likewise the site's settings: read from the page, they are set before the first render, which then has the site's
  // theme and brand (a page without them asks the server, and the frame takes them when they arrive).
  void loadSite();
  // Composing starts the owning remote's loading, which costs a few milliseconds of CPU time; with the shell's modules
  // it made one task that a slow phone stretches past 50 ms.
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  holdFirstPaint(root);
  const shellRoot = createRoot(root);
  // A transition renders in slices that yield to the browser every few milliseconds, so the first render of the
  // whole frame does not hold the main thread (and a tap on the page) for hundreds of milliseconds on a slow phone.
  startTransition(() => shellRoot.render(<Shell pendingSwitch={pendingSwitch} />));
}

void main();
