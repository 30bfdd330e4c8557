import { REGISTRY_ELEMENT_ID, SITE_ELEMENT_ID, ownerOf, type AppConfig, type RemoteEntry } from '@trellis/contracts';

/**
 * The brand a site's signed-out pages show: its organization's or its own name and its logo above their card, and
 * the page's background and text colours of its theme.
 */
export type PageBrand = { name: string; logo: string | null; logoAlt: string; colours?: { background: string; text: string } };

/** The empty brand row of a first paint (see the auth remote's `first-paint/`), which the site's brand fills. */
const FIRST_PAINT_BRAND = '<div class="fp-brand"></div>';
/** The page element of a first paint, which takes the site's colours. */
const FIRST_PAINT_PAGE_ELEMENT = '<div class="fp-page">';
/** A theme colour as the page may carry it in a style attribute: a hex colour and nothing else. */
const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;
const LONGEST_HEX_COLOUR = 9;

const hexColour = (value: string) => (value.length <= LONGEST_HEX_COLOUR && HEX_COLOUR.test(value) ? value : null);

/** The brand of a site's settings: its organization's name, else its own, its logo and its theme's page colours. */
export function brandOf({ site, ui }: AppConfig): PageBrand {
  return {
    name: site.default_organization?.name ?? site.brand_name,
    logo: site.logo,
    logoAlt: site.logo_alt ?? '',
    colours: { background: ui.theme.background, text: ui.theme.text },
  };
}

/**
 * The first paint with the site's brand in its brand row, as the layout shows it once the scripts run: the logo (or
 * the name's first letter in its place) and the name, linking home; and the page in the site's background and text
 * colours, so the screen that replaces it does not change the page's colour. A colour that is not a hex colour is left
 * out; markup without a brand row or page element is returned as it is.
 */
export function withBrand(firstPaint: string, brand: PageBrand | null): string {
  if (!brand) return firstPaint;
  const name = escapeAttribute(brand.name);
  const mark = brand.logo
    ? `<img src="${escapeAttribute(brand.logo)}" alt="${escapeAttribute(brand.logoAlt)}" width="32" height="32">`
    : `<span class="fp-initial" aria-hidden="true">${escapeAttribute(brand.name.charAt(0))}</span>`;
  const row = `<div class="fp-brand"><a href="/" title="${name}" aria-label="${name}">${mark}<strong>${name}</strong></a></div>`;
  const background = brand.colours && hexColour(brand.colours.background);
  const text = brand.colours && hexColour(brand.colours.text);
  const style = [background && `background: ${background}`, text && `color: ${text}`].filter(Boolean).join('; ');
  const page = style ? `<div class="fp-page" style="${style}">` : FIRST_PAINT_PAGE_ELEMENT;
  return firstPaint.replace(FIRST_PAINT_BRAND, () => row).replace(FIRST_PAINT_PAGE_ELEMENT, () => page);
}

/** Every remote is built with this entry file name, next to its manifest. */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that cannot end the element it sits in: no `</script>` and no `<!--` can appear in it. */
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The entry beside a manifest, relative URLs kept relative. */
export function remoteEntryUrl(manifestUrl: string): string {
  const [path = manifestUrl] = manifestUrl.split(/[?#]/);
  return path.replace(/[^/]*$/, REMOTE_ENTRY_FILE);
}

/** The remotes served from this server: their manifests sit at /remotes/<folder>/. */
const LOCAL_MANIFEST = /^\/remotes\/([a-z0-9-]+)\/mf-manifest\.json$/;
/** Pages a first paint may be named after: one path segment of lower-case letters, digits and hyphens. */
const FIRST_PAINT_PAGE = /^\/([a-z0-9-]{1,64})\/?$/;

/**
 * Where the first paint of a path would be: the build folder of the local remote owning it and the file in its
 * `first-paint/` output (see the federation build). A remote served from another origin has none here.
 */
export function firstPaintFile(remotes: readonly RemoteEntry[] | null, pathname: string): { folder: string; file: string } | null {
  const owner = remotes && ownerOf(pathname, remotes);
  const folder = owner ? LOCAL_MANIFEST.exec(owner.manifest_url)?.[1] : undefined;
  const page = FIRST_PAINT_PAGE.exec(pathname)?.[1];
  return folder && page ? { folder, file: `first-paint/${page}.html` } : null;
}

/** The page's title and tab icon as the shell's template writes them. */
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_ICON = /<link rel="icon"[^>]*>/;

/**
 * The template with the site's name as its title and the site's logo as its tab icon, as the shell sets them once it
 * runs: the tab shows the site from the start, and the browser fetches one icon, not the platform's and then the site's.
 */
export function withSiteHead(template: string, { site: { brand_name, logo } }: AppConfig): string {
  const titled = template.replace(TEMPLATE_TITLE, () => `<title>${escapeAttribute(brand_name)}</title>`);
  return logo ? titled.replace(TEMPLATE_ICON, () => `<link rel="icon" href="${escapeAttribute(logo)}">`) : titled;
}

/** What a served page carries besides the shell's own markup; each part is left out when it is null. */
export type ShellPageParts = {
  /** GET /remotes/'s answer: inline, with preloads of the manifest and entry of the remote owning the path. */
  remotes: readonly RemoteEntry[] | null;
  pathname: string;
  /** The owning remote's markup for the path, which fills the root element until the shell's first render. */
  firstPaint?: string | null;
  /** GET /app-config-group/'s answer for the page's host. */
  site?: AppConfig | null;
};

/**
 * The shell's page for a path, carrying what the shell would otherwise ask for
 * one round trip after another: the registry and the site's settings, inline
 * (data blocks, which no content policy treats as scripts), and preloads of the
 * manifest and entry of the remote that owns the path, fetched while the
 * shell's own scripts load. A first paint is shown only in a page with a
 * registry, which the shell needs to replace it at once.
 */
export function renderShellPage(template: string, { remotes, pathname, firstPaint = null, site = null }: ShellPageParts): string {
  const tags: string[] = [];
  if (site) {
    template = withSiteHead(template, site);
    tags.push(`<script id="${SITE_ELEMENT_ID}" type="application/json">${inertJson(site)}</script>`);
  }
  if (remotes) {
    if (firstPaint) template = template.replace('<div id="root"></div>', () => `<div id="root">${firstPaint}</div>`);
    tags.push(`<script id="${REGISTRY_ELEMENT_ID}" type="application/json">${inertJson({ remotes })}</script>`);
    const owner = ownerOf(pathname, remotes);
    if (owner) {
      tags.push(`<link rel="preload" href="${escapeAttribute(owner.manifest_url)}" as="fetch" crossorigin="anonymous">`);
      tags.push(`<link rel="preload" href="${escapeAttribute(remoteEntryUrl(owner.manifest_url))}" as="script">`);
    }
  }
  return tags.length ? template.replace('</head>', () => `${tags.join('')}</head>`) : template;
}
