import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Trellis!2026');
    expect(stored.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('Trellis!2026', stored)).toBe(true);
    expect(await verifyPassword('trellis!2026', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects stored values it does not understand', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });

  it('never accepts anything against the decoy', async () => {
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });
});
