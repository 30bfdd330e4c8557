/** What this remote is called in the registry and what it exposes to the shell. */
export const federation = {
  name: 'mf_commerce',
  title: 'Trellis membership and billing',
  exposes: { './lifecycles': './src/lifecycles.ts' },
  port: 3104,
};
