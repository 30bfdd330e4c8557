import { describe, expect, it } from 'vitest';
import { toErrorBody } from './field-errors.ts';

describe('the error shape of schema issues', () => {
  it('puts each message once under its dotted field, and issues about the whole input apart', () => {
    expect(
      toErrorBody([
        { instancePath: '/name', message: 'Required' },
        { instancePath: '/name', message: 'Required' },
        { instancePath: '/extra_info/questions/0', message: 'Too long' },
        { instancePath: '', message: 'Invalid input' },
      ]),
    ).toEqual({
      field_errors: { name: ['Required'], 'extra_info.questions.0': ['Too long'] },
      non_field_errors: ['Invalid input'],
    });
  });

  it('takes a field named like an Object method as a field like any other', () => {
    const body = toErrorBody([
      { instancePath: '/toString', message: 'Maximum of 16384 characters' },
      { instancePath: '/constructor', message: 'Invalid value' },
    ]);
    expect(body.field_errors).toEqual({ toString: ['Maximum of 16384 characters'], constructor: ['Invalid value'] });
  });
});
