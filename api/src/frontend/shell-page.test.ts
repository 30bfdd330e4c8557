import { describe, expect, it } from 'vitest';
import { REGISTRY_ELEMENT_ID, SITE_ELEMENT_ID, type AppConfig, type RemoteEntry } from '@trellis/contracts';
import { brandOf, firstPaintFile, remoteEntryUrl, renderShellPage, withBrand, withSiteHead } from './shell-page.ts';

const TEMPLATE = '<!doctype html><html><head><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
const entry = (name: string, manifest_url: string, prefixes: string[]): RemoteEntry => ({
  name,
  manifest_url,
  prefixes,
  self_guarded_prefixes: [],
  public_prefixes: [],
  admin_prefixes: [],
  menu: [],
  admin_menu: [],
});
const REMOTES: RemoteEntry[] = [
  entry('mf_auth', '/remotes/mf-auth/mf-manifest.json', ['/login', '/signup']),
  entry('mf_groups', 'https://cdn.example/mf-groups/2026-11-22/mf-manifest.json', ['/org']),
];

const dataBlock = (id: string) => (page: string) => {
  const match = page.match(new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`));
  return match ? (JSON.parse(match[1]!) as unknown) : null;
};
const registryIn = dataBlock(REGISTRY_ELEMENT_ID);
const siteIn = dataBlock(SITE_ELEMENT_ID);

/** Settings of a site, as GET /app-config-group/ answers them, in the parts the page reads. */
const site = (parts: { brand_name: string; logo: string | null; organization?: string; landing?: string }) =>
  ({
    site: {
      host: 'campus.example',
      brand_name: parts.brand_name,
      logo: parts.logo,
      logo_alt: parts.logo ? `${parts.brand_name} logo` : null,
      variant: 'org',
      default_organization: parts.organization ? { id: 7, name: parts.organization, name_slug: 'x', classroom_access: false } : null,
      show_powered_by: false,
    },
    ui: {
      theme: { primary: '#123456', secondary: '#654321', background: '#fafafa', text: '#111111' },
      landing_page_content: { title: parts.landing ?? '' },
    },
  }) as unknown as AppConfig;

describe('the served shell page', () => {
  it('carries the registry and preloads the manifest and entry of the remote owning the path', () => {
    const page = renderShellPage(TEMPLATE, { remotes: REMOTES, pathname: '/login' });
    expect(registryIn(page)).toEqual({ remotes: REMOTES });
    expect(page).toContain('<link rel="preload" href="/remotes/mf-auth/mf-manifest.json" as="fetch" crossorigin="anonymous">');
    expect(page).toContain('<link rel="preload" href="/remotes/mf-auth/remoteEntry.js" as="script">');
    expect(page).not.toContain('mf-groups/2026-11-22/remoteEntry.js');
    expect(page.indexOf(REGISTRY_ELEMENT_ID)).toBeLessThan(page.indexOf('</head>'));
  });

  it('preloads a remote deployed on another origin from there', () => {
    const page = renderShellPage(TEMPLATE, { remotes: REMOTES, pathname: '/org/acme/people' });
    expect(page).toContain('<link rel="preload" href="https://cdn.example/mf-groups/2026-11-22/remoteEntry.js" as="script">');
  });

  it('preloads nothing on a path the shell renders itself, and is the plain page without a registry', () => {
    const page = renderShellPage(TEMPLATE, { remotes: REMOTES, pathname: '/' });
    expect(registryIn(page)).toEqual({ remotes: REMOTES });
    expect(page).not.toContain('rel="preload"');
    expect(renderShellPage(TEMPLATE, { remotes: null, pathname: '/login' })).toBe(TEMPLATE);
  });

  it('keeps registry text from ending its element or opening markup', () => {
    const hostile = [{ ...REMOTES[0]!, prefixes: ['/</script><script>alert(1)</script>'] }];
    const page = renderShellPage(TEMPLATE, { remotes: hostile, pathname: '/x' });
    expect(page).not.toContain('</script><script>alert');
    expect(registryIn(page)).toEqual({ remotes: hostile });
  });

  it('fills the root element with the first paint it is given, and only a page with a registry', () => {
    const markup = '<section><h2>Login</h2><p>$& stays as written</p></section>';
    expect(renderShellPage(TEMPLATE, { remotes: REMOTES, pathname: '/login', firstPaint: markup })).toContain(
      `<div id="root">${markup}</div>`,
    );
    expect(renderShellPage(TEMPLATE, { remotes: REMOTES, pathname: '/login' })).toContain('<div id="root"></div>');
    expect(renderShellPage(TEMPLATE, { remotes: null, pathname: '/login', firstPaint: markup })).toBe(TEMPLATE);
  });

  it('carries the site’s settings as they were given, with or without a registry, in text that cannot end its element', () => {
    const hostile = site({ brand_name: 'Campus', logo: null, landing: "</script><script>alert(1)</script> $& $' stay" });
    const page = renderShellPage(TEMPLATE, { remotes: REMOTES, pathname: '/login', site: hostile });
    expect(siteIn(page)).toEqual(hostile);
    expect(page).not.toContain('</script><script>alert');
    expect(page.indexOf(SITE_ELEMENT_ID)).toBeLessThan(page.indexOf('</head>'));
    const withoutRegistry = renderShellPage(TEMPLATE, { remotes: null, pathname: '/login', site: hostile });
    expect(siteIn(withoutRegistry)).toEqual(hostile);
    expect(registryIn(withoutRegistry)).toBeNull();
    expect(siteIn(renderShellPage(TEMPLATE, { remotes: REMOTES, pathname: '/login' }))).toBeNull();
  });

  it('titles the page with the site’s name and gives the tab the site’s logo, or keeps the platform’s icon', () => {
    const template =
      '<html><head><title>Trellis · Career and community platform</title><link rel="icon" href="/favicon.svg"></head><body></body></html>';
    expect(withSiteHead(template, site({ brand_name: 'Acme & <Co>', logo: '/site-logos/acme.svg?v="2"' }))).toBe(
      '<html><head><title>Acme &amp; &lt;Co&gt;</title><link rel="icon" href="/site-logos/acme.svg?v=&quot;2&quot;"></head><body></body></html>',
    );
    expect(withSiteHead(template, site({ brand_name: "Campus $& $'", logo: null }))).toBe(
      '<html><head><title>Campus $&amp; $\'</title><link rel="icon" href="/favicon.svg"></head><body></body></html>',
    );
    const page = renderShellPage(template, { remotes: REMOTES, pathname: '/login', site: site({ brand_name: 'Campus', logo: '/c.svg' }) });
    expect(page).toContain('<title>Campus</title><link rel="icon" href="/c.svg">');
    expect(renderShellPage(template, { remotes: REMOTES, pathname: '/login' })).toContain(
      '<title>Trellis · Career and community platform</title>',
    );
  });

  it('takes a site’s brand from its settings: its organization’s name, else its own, its logo and page colours', () => {
    expect(brandOf(site({ brand_name: 'Campus', logo: '/logo.svg', organization: 'Hidden Valley Academy' }))).toEqual({
      name: 'Hidden Valley Academy',
      logo: '/logo.svg',
      logoAlt: 'Campus logo',
      colours: { background: '#fafafa', text: '#111111' },
    });
    expect(brandOf(site({ brand_name: 'Campus', logo: null }))).toMatchObject({ name: 'Campus', logo: null, logoAlt: '' });
  });

  it('looks for a first paint only in the build of a local remote owning a one-segment path', () => {
    expect(firstPaintFile(REMOTES, '/login')).toEqual({ folder: 'mf-auth', file: 'first-paint/login.html' });
    expect(firstPaintFile(REMOTES, '/signup/')).toEqual({ folder: 'mf-auth', file: 'first-paint/signup.html' });
    // Deeper paths, other characters, another origin's remote, paths no remote owns, no registry: none.
    for (const path of ['/login/extra', '/login/..%2F..%2Fsecret', '/LOGIN', '/org', '/', '/jobs']) {
      expect(firstPaintFile(REMOTES, path)).toBeNull();
    }
    expect(firstPaintFile(null, '/login')).toBeNull();
  });

  it('shows the site’s brand in the first paint’s brand row: its logo, or its initial, and its name', () => {
    const markup = '<div class="fp-brand"></div><section><h2>Login</h2></section>';
    const logo = { name: 'Acme & "Co"', logo: '/site-logos/acme.svg', logoAlt: 'Acme logo' };
    expect(withBrand(markup, logo)).toBe(
      '<div class="fp-brand"><a href="/" title="Acme &amp; &quot;Co&quot;" aria-label="Acme &amp; &quot;Co&quot;">' +
        '<img src="/site-logos/acme.svg" alt="Acme logo" width="32" height="32"><strong>Acme &amp; &quot;Co&quot;</strong></a></div>' +
        '<section><h2>Login</h2></section>',
    );
    const initial = withBrand(markup, { name: '<Zed>', logo: null, logoAlt: '' });
    expect(initial).toContain('<span class="fp-initial" aria-hidden="true">&lt;</span><strong>&lt;Zed&gt;</strong>');
    expect(initial).not.toContain('<img');
    // No brand known, or markup without a brand row: left as it is.
    expect(withBrand(markup, null)).toBe(markup);
    expect(withBrand('<section></section>', logo)).toBe('<section></section>');
  });

  it('gives the first paint’s page the site’s background and text colours, and leaves out what is not a hex colour', () => {
    const markup = '<div class="fp-page"><div class="fp-brand"></div></div>';
    const brand = { name: 'Campus', logo: null, logoAlt: '' };
    expect(withBrand(markup, { ...brand, colours: { background: '#eef4ff', text: '#1F1F1F' } })).toMatch(
      /^<div class="fp-page" style="background: #eef4ff; color: #1F1F1F">/,
    );
    const injected = withBrand(markup, { ...brand, colours: { background: 'red;background-image:url(x)', text: '#fff" onclick="x' } });
    expect(injected).toMatch(/^<div class="fp-page"><div class="fp-brand">/);
    expect(withBrand(markup, brand)).toMatch(/^<div class="fp-page"><div class="fp-brand">/);
  });

  it('finds the entry beside the manifest', () => {
    expect(remoteEntryUrl('/remotes/mf-ai/mf-manifest.json')).toBe('/remotes/mf-ai/remoteEntry.js');
    expect(remoteEntryUrl('https://cdn.example/a/mf-manifest.json?v=2')).toBe('https://cdn.example/a/remoteEntry.js');
  });
});
