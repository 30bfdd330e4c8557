import type { Database } from '../connection.ts';

/** The transaction the demo data is loaded in. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const DAY = 24 * 60 * 60 * 1000;

/** The id the demo data gave a name (a slug, an e-mail, a topic), failing loudly on a name it never gave one. */
export function lookup(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Demo data refers to unknown "${key}"`);
  return id;
}
