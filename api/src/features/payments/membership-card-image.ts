/** What a membership card shows. */
export type CardFace = {
  memberName: string;
  planName: string;
  brandName: string;
  /** A CSS colour of the site's theme, checked before it reaches the image. */
  brandColour: string;
  code: string;
  issued: Date;
  /** The member's photo as a data address, or null to show their initials. */
  photo: string | null;
};

const WIDTH = 856;
const HEIGHT = 540;
const SAFE_COLOUR = /^#[0-9a-fA-F]{3,8}$/;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** Long names are cut so they stay on the card. */
const fit = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/**
 * The card as an SVG image the size of a payment card at 100 dpi: the site's brand in its colour, the member's
 * photo (or initials), name and plan, the date it was issued and the verification code.
 */
export function renderMembershipCard(face: CardFace): string {
  const colour = SAFE_COLOUR.test(face.brandColour) ? face.brandColour : '#1f3a5f';
  const issued = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(face.issued);
  const portrait = face.photo
    ? `<clipPath id="portrait"><circle cx="150" cy="300" r="90"/></clipPath>
  <image href="${escapeXml(face.photo)}" x="60" y="210" width="180" height="180" preserveAspectRatio="xMidYMid slice" clip-path="url(#portrait)"/>`
    : `<circle cx="150" cy="300" r="90" fill="${colour}" opacity="0.15"/>
  <text x="150" y="322" text-anchor="middle" font-size="64" font-weight="700" fill="${colour}">${escapeXml(initialsOf(face.memberName))}</text>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(`${face.brandName} membership card of ${face.memberName}`)}" font-family="Helvetica, Arial, sans-serif">
  <rect width="${WIDTH}" height="${HEIGHT}" rx="32" fill="#ffffff" stroke="#d9d9d9" stroke-width="2"/>
  <path d="M32 0h${WIDTH - 64}a32 32 0 0 1 32 32v108H0V32A32 32 0 0 1 32 0z" fill="${colour}"/>
  <text x="60" y="88" font-size="40" font-weight="700" fill="#ffffff">${escapeXml(fit(face.brandName, 30))}</text>
  <text x="${WIDTH - 60}" y="88" text-anchor="end" font-size="24" fill="#ffffff">Membership Card</text>
  ${portrait}
  <text x="290" y="262" font-size="42" font-weight="700" fill="#141414">${escapeXml(fit(face.memberName, 28))}</text>
  <text x="290" y="312" font-size="30" fill="${colour}">${escapeXml(fit(`${face.planName} member`, 36))}</text>
  <text x="290" y="358" font-size="22" fill="#595959">Issued ${escapeXml(issued)}</text>
  <text x="60" y="${HEIGHT - 48}" font-size="20" fill="#595959">Verification code</text>
  <text x="${WIDTH - 60}" y="${HEIGHT - 48}" text-anchor="end" font-size="30" font-family="Menlo, Consolas, monospace" font-weight="700" fill="#141414" letter-spacing="4">${escapeXml(face.code)}</text>
</svg>
`;
}
