/** What this remote is called in the registry and what it exposes to the shell. */
export const federation = {
  name: 'mf_admin',
  title: 'Trellis admin dashboard',
  exposes: { './lifecycles': './src/lifecycles.ts' },
  port: 3106,
};
