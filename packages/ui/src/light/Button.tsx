import type { ButtonHTMLAttributes } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** A spinner before the words; the button ignores clicks meanwhile. */
  loading?: boolean;
  /** As wide as its container. */
  block?: boolean;
};

/** The primary button in the site's colour, with antd's height, radius, hover, focus, disabled and loading looks. */
export function PrimaryButton({ loading = false, block = false, disabled, className, children, type = 'button', ...rest }: Props) {
  const classes = ['tl-button', 'tl-button-primary', block ? 'tl-button-block' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    // A submit button that is loading keeps its colour but takes no second click, as antd's does.
    <button {...rest} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? (
        <svg className="tl-spinner" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M8 1.5a6.5 6.5 0 1 1-6.5 6.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      ) : null}
      <span>{children}</span>
    </button>
  );
}
