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

/** Every country name the browser knows, sorted, for a country picker. */
export function countryNames(): string[] {
  return [...(codes ??= regionCodesByName()).keys()].sort((a, b) => a.localeCompare(b));
}
