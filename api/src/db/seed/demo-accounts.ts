/** Every demo account signs in with this password; main.ts prints them on start. */
export const DEMO_PASSWORD = 'Trellis!2026';

export const DEMO_ACCOUNTS = [
  { email: 'member@trellis.test', role: 'verified member of the default organization' },
  { email: 'unverified@trellis.test', role: 'registered, e-mail not verified yet' },
  { email: 'pending@trellis.test', role: 'membership of the default organization pending' },
  { email: 'admin@trellis.test', role: 'certified admin of the default organization' },
  { email: 'leader@trellis.test', role: 'certified circle leader' },
  { email: 'staff@trellis.test', role: 'platform staff' },
] as const;
