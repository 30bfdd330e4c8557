/** Every two-letter region code the browser can name, by its English name: the country names members and jobs use. */
function regionCodesByName(): Map<string, string> {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const byName = new Map<string, string>();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      const name = names.of(code);
      // An unknown code comes back as itself.
      if (name && name !== code) byName.set(name, code);
    }
  }
  return byName;
}

let codes: Map<string, string> | null = null;
const codeOf = (country: string) => (codes ??= regionCodesByName()).get(country) ?? null;

/** The flag of a country by its English name, or null when it has none: two regional indicator letters. */
export function countryFlag(country: string): string | null {
  const code = codeOf(country);
  if (!code) return null;
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** Every country name the browser knows, sorted, for a country picker. */
export function countryNames(): string[] {
  return [...(codes ??= regionCodesByName()).keys()].sort((a, b) => a.localeCompare(b));
}
