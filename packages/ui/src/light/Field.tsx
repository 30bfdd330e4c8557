import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: string;
  /** The field's message under it: the border turns red and the input names the message as its description. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A label above its control and the control's error below it, in antd's vertical form layout; the error is announced as it appears. */
function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={error ? 'tl-field tl-field-with-error' : 'tl-field'}>
      <label className="tl-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <div id={`${id}-error`} className="tl-field-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/**
 * `autoFocus` of a light field: the input takes the focus once the frame that shows it has been drawn, unless the
 * visitor has focused something by then. React's own autofocus calls focus() inside its commit, which makes the
 * browser lay the whole new screen out in that task: on a sign-in page, the longest task of its start-up on a slow
 * phone. After the frame, the layout is already done and the focus costs next to nothing.
 */
function useFocusAfterFrame(id: string, autoFocus: boolean | undefined) {
  useEffect(() => {
    if (!autoFocus) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const nothingFocused = document.activeElement === null || document.activeElement === document.body;
        if (nothingFocused) document.getElementById(id)?.focus();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [id, autoFocus]);
}

/** Which attributes tie an input to its error message. */
const errorAttributes = (id: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** A labelled text field (`inputMode` and `autoComplete` say which kind: e-mail, name...). */
export function TextField({ label, error, autoFocus, ...input }: InputProps) {
  const id = useId();
  useFocusAfterFrame(id, autoFocus);
  return (
    <Field id={id} label={label} error={error}>
      <input {...input} id={id} type="text" className="tl-input" {...errorAttributes(id, error)} />
    </Field>
  );
}

/**
 * A labelled password field with a toggle button that shows what was typed while pressed. The button is named "Show"
 * alone: a name with the field's label in it would make the label name two controls.
 */
export function PasswordField({ label, error, autoFocus, ...input }: InputProps) {
  const id = useId();
  useFocusAfterFrame(id, autoFocus);
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={label} error={error}>
      <span className="tl-affix">
        <input {...input} id={id} type={shown ? 'text' : 'password'} {...errorAttributes(id, error)} />
        <button
          type="button"
          className="tl-eye"
          aria-label="Show"
          aria-pressed={shown}
          aria-controls={id}
          disabled={input.disabled}
          onClick={() => setShown(!shown)}
        >
          <EyeIcon crossed={!shown} />
        </button>
      </span>
    </Field>
  );
}

/** antd's eye (shown) and crossed eye (hidden) at the icon size of its password input. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12z" />
      <circle cx="12" cy="12" r="3.2" />
      {crossed ? <path d="M3 21L21 3" /> : null}
    </svg>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement>; children: ReactNode };

/** A box ticked in the site's colour, with its words as its label. */
export function Checkbox({ children, ...input }: CheckboxProps) {
  return (
    <label className="tl-checkbox">
      <input {...input} type="checkbox" />
      <span>{children}</span>
    </label>
  );
}
