/** Lower-case ASCII words joined by hyphens: "Résumé Clinic: 2026!" -> "resume-clinic-2026". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
