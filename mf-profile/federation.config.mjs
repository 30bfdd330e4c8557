/** What this remote is called in the registry and what it exposes to the shell. */
export const federation = {
  name: 'mf_profile',
  title: 'Trellis profile',
  exposes: { './lifecycles': './src/lifecycles.ts' },
  port: 3102,
};
