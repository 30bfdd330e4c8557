import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';

/** Script and frame origins of the sign-in and captcha providers an operator configured, which the pages load. */
function providerOrigins(config: ServerConfig): string[] {
  const { google, facebook, recaptcha } = config.auth;
  return [
    ...(google ? ['https://accounts.google.com'] : []),
    ...(facebook ? ['https://connect.facebook.net', 'https://www.facebook.com'] : []),
    ...(recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : []),
  ];
}

/**
 * The policy of the platform's pages. Scripts come from this origin, the remote origins the operator allows and the
 * configured sign-in providers, and nowhere else, so a script injected into a page cannot run: sessions live in
 * local storage, where any running script could read them. Styles may be inline because antd writes its CSS at run
 * time; images may come from any https address because profiles link pictures from elsewhere.
 */
export function pageContentSecurityPolicy(config: ServerConfig): string {
  const remotes = config.remoteOrigins;
  const providers = providerOrigins(config);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...providers],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'connect-src': ["'self'", ...remotes, ...providers],
    'frame-src': providers.length ? providers : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Headers every answer carries: no sniffing of types, no framing, the origin alone as referrer, and resources any
 * site of the platform may load. The page policy is set where pages are served.
 */
export async function installSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // No opener policy. With one, a page opened from another page (a link elsewhere, a new tab) is moved to a
    // browsing context group, and on a phone a process, of its own before it commits, which doubles the cost of
    // starting the page. What the policy guards is a window handle held by another site, and through that handle a
    // page of this platform offers nothing to read or to message: it listens to no window messages, holds a frame
    // only while a member watches a video, and cannot itself be framed.
    crossOriginOpenerPolicy: false,
    referrerPolicy: { policy: 'strict-origin' },
    frameguard: { action: 'deny' },
  });
}
