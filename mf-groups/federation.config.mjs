/** What this remote is called in the registry and what it exposes to the shell. */
export const federation = {
  name: 'mf_groups',
  title: 'Trellis groups',
  exposes: { './lifecycles': './src/lifecycles.ts' },
  port: 3103,
};
