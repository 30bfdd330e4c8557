import type { ButtonHTMLAttributes, ReactNode } from 'react';

type Look = {
  /** The site's colour filled in (the form's one main action); otherwise white with a grey border. */
  primary?: boolean;
  /** As wide as its container. */
  block?: boolean;
  /** Shown before the words (an icon). */
  icon?: ReactNode;
};

type Props = ButtonHTMLAttributes<HTMLButtonElement> &
  Look & {
    /** A spinner in place of the icon; the button ignores clicks meanwhile. */
    loading?: boolean;
  };

const classesOf = ({ primary, block }: Look, className?: string) =>
  ['tl-button', primary ? 'tl-button-primary' : 'tl-button-default', block ? 'tl-button-block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');

/** A button with antd's height, radius, hover, focus, disabled and loading looks. */
export function Button({ primary, block, icon, loading = false, disabled, className, children, type = 'button', ...rest }: Props) {
  return (
    // A loading button keeps its colour but takes no second click, as antd's does.
    <button
      {...rest}
      type={type}
      className={classesOf({ primary, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner /> : icon}
      <span>{children}</span>
    </button>
  );
}

/** A link that looks like a button (one that leaves the page, such as a provider's sign-in). */
export function ButtonLink({ primary, block, icon, href, children }: Look & { href: string; children: ReactNode }) {
  return (
    <a className={classesOf({ primary, block })} href={href}>
      {icon}
      <span>{children}</span>
    </a>
  );
}

/** The turning ring of a button or field that waits. */
export function Spinner() {
  return (
    <svg className="tl-spinner" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 1.5a6.5 6.5 0 1 1-6.5 6.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
