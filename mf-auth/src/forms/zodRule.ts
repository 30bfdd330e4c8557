import type { FormRule } from '@trellis/ui/antd/fields';
import type { ContractModule } from '@trellis/contracts/endpoints';
import { loadAnswerChecks } from '@trellis/platform/api-client';

/** The part of a zod schema a form rule needs (this app reaches zod only through the shared contracts). */
type Schema = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
};

/**
 * An antd form rule that checks a field with the contract's own schema, so the form shows exactly the message the
 * server would answer for the same value. `field` picks the schema out of the contracts, which are loaded when a
 * field is first checked rather than with the screen: the form paints without zod.
 */
export function zodRule(field: (contracts: ContractModule) => Schema): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = field(await loadAnswerChecks()).safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

/** A confirmation field: filled in and equal to `field`, else `message` (the contracts check the pair, not one field). */
export function matchesField(field: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value || value !== getFieldValue(field)) throw new Error(message);
    },
  });
}

/**
 * The same check as zodRule for a react-hook-form field (`rules.validate`): true when the contract's schema takes the
 * value, else the schema's first message.
 */
export function zodCheck(field: (contracts: ContractModule) => Schema) {
  return async (value: unknown): Promise<string | boolean> => {
    const result = field(await loadAnswerChecks()).safeParse(value);
    return result.success || (result.error.issues[0]?.message ?? false);
  };
}
