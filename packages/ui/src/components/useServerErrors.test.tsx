import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { Form, Input, type FormInstance } from '@trellis/ui/antd/fields';
import { ApiError, formErrorMessage } from '@trellis/platform/api-client';
import { MESSAGES } from '@trellis/contracts/messages';
import { ServerErrorAlert, showServerErrors, useServerErrors } from '@trellis/ui';

afterEach(() => cleanup());

/** A mounted form with the given fields, and its instance. */
function renderForm(names: string[]) {
  let form: FormInstance | undefined;
  function TestForm() {
    const [instance] = Form.useForm();
    form = instance;
    return (
      <Form form={instance}>
        {names.map((name) => (
          <Form.Item key={name} name={name} label={name}>
            <Input />
          </Form.Item>
        ))}
      </Form>
    );
  }
  render(<TestForm />);
  return form!;
}

describe('the sentence of a refused call', () => {
  it("is the server's message, else its first non-field error, else its detail, in that order", () => {
    const body = { message: 'message', non_field_errors: ['first', 'second'], detail: 'detail' };
    expect(formErrorMessage(new ApiError(400, body))).toBe('message');
    expect(formErrorMessage(new ApiError(400, { ...body, message: undefined }))).toBe('first');
    expect(formErrorMessage(new ApiError(429, { detail: 'Request was throttled.' }))).toBe('Request was throttled.');
  });

  it('says nothing answered when nothing did, and otherwise falls back to the given sentence or the generic one', () => {
    expect(formErrorMessage(new ApiError(0, {}))).toBe(MESSAGES.http.noResponse);
    expect(formErrorMessage(new ApiError(400, { field_errors: { name: ['Required'] } }), 'Could not save')).toBe('Could not save');
    expect(formErrorMessage(new Error('not a call'))).toBe(MESSAGES.common.genericForm);
  });
});

describe('showServerErrors', () => {
  it('puts the first message of each field error on its field and answers no sentence', () => {
    const form = renderForm(['email', 'password']);
    const refused = new ApiError(400, { field_errors: { email: ['Taken', 'Other'], password: ['Too short'] } });
    let sentence: string | null = 'unset';
    act(() => {
      sentence = showServerErrors(form, refused);
    });
    expect(sentence).toBeNull();
    expect(form.getFieldError('email')).toEqual(['Taken']);
    expect(form.getFieldError('password')).toEqual(['Too short']);
  });

  it('reads the form’s fields under a prefix, and answers the sentence when none of them is named', () => {
    const form = renderForm(['12']);
    act(() => {
      expect(
        showServerErrors(form, new ApiError(400, { field_errors: { 'answers.12': ['Answer this'] } }), { prefix: 'answers.' }),
      ).toBeNull();
    });
    expect(form.getFieldError('12')).toEqual(['Answer this']);
    const elsewhere = new ApiError(400, { field_errors: { role: ['Unknown role'] } });
    expect(showServerErrors(form, elsewhere, { prefix: 'answers.', fallback: 'Could not apply' })).toBe('Could not apply');
  });
});

describe('useServerErrors', () => {
  it('holds the sentence ServerErrorAlert shows, and clears it', () => {
    const { result } = renderHook(() => useServerErrors());
    act(() => result.current.show(new ApiError(403, { detail: 'You do not have permission.' })));
    render(<ServerErrorAlert error={result.current.error} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission.');
    act(() => result.current.clear());
    expect(result.current.error).toBeNull();
  });
});
