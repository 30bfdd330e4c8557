import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_STORAGE_KEY } from '@trellis/shared/session';

const html = readFileSync(join(import.meta.dirname, '../../public/index.html'), 'utf8');
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
const runInlineScript = () => new Function(inlineScript)();

beforeEach(() => window.localStorage.clear());

describe('tokens in the address', () => {
  it('come before any other script and keep the address out of Referer headers', () => {
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain('<meta name="referrer" content="strict-origin" />');
    expect(head.indexOf('<script>')).toBeLessThan(head.indexOf('<script ') === -1 ? Infinity : head.indexOf('<script '));
  });

  it('sign the visitor in through the persisted session and leave the address at once', () => {
    window.history.replaceState(null, '', '/events?accessToken=a1&tab=2&refreshToken=r1#top');
    runInlineScript();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/events?tab=2#top');
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({
      state: { accessToken: 'a1', refreshToken: 'r1', currentOrgId: null, selectedRole: null, adminMode: false },
      version: 0,
    });
  });

  it('are removed even when only one of them came', () => {
    window.history.replaceState(null, '', '/?accessToken=a1');
    runInlineScript();
    expect(window.location.search).toBe('');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('leave an address without them alone', () => {
    window.history.replaceState(null, '', '/events?tab=2');
    runInlineScript();
    expect(window.location.search).toBe('?tab=2');
  });
});
