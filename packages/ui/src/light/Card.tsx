import type { CSSProperties, ReactNode } from 'react';

/** A white, bordered card with antd's padding and radius. */
export function Card({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  return (
    <div className="tl-card" style={style}>
      {children}
    </div>
  );
}

/** A page's heading at antd's level-2 title size. */
export function Heading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="tl-heading">
      {children}
    </h2>
  );
}

/** A paragraph of running text; `secondary` greys it, links inside it are underlined. */
export function Text({ secondary = false, style, children }: { secondary?: boolean; style?: CSSProperties; children: ReactNode }) {
  return (
    <p className={secondary ? 'tl-text tl-secondary' : 'tl-text'} style={style}>
      {children}
    </p>
  );
}

/** The sentence of a refused submit, announced as it appears; nothing while there is none. */
export function ErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="tl-alert" role="alert">
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="8" fill="currentColor" />
        <path d="M5.2 5.2l5.6 5.6M10.8 5.2l-5.6 5.6" stroke="#fff" strokeWidth="1.6" />
      </svg>
      <span>{message}</span>
    </div>
  );
}

/** A horizontal line with a word in its middle ("or"). */
export function Divider({ children }: { children: ReactNode }) {
  return (
    <div className="tl-divider" role="separator">
      <span>{children}</span>
    </div>
  );
}
