import { useEffect, useRef } from 'react';

type Grecaptcha = {
  ready(callback: () => void): void;
  render(element: HTMLElement, options: { sitekey: string; callback(token: string): void; 'expired-callback'(): void }): number;
  reset(widget?: number): void;
};
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';
let script: Promise<Grecaptcha> | null = null;

/** Google's script once per page, however many forms render the widget. */
function loadRecaptcha(): Promise<Grecaptcha> {
  script ??= new Promise((resolve, reject) => {
    const element = document.createElement('script');
    element.src = SCRIPT_URL;
    element.async = true;
    element.onload = () => window.grecaptcha?.ready(() => resolve(window.grecaptcha!));
    element.onerror = () => {
      script = null;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.appendChild(element);
  });
  return script;
}

type Props = { siteKey: string; value?: string | null; onChange?: (token: string | null) => void };

/** Google's reCAPTCHA v2 checkbox with the server's site key; an expired answer clears the form's value. */
export function Recaptcha({ siteKey, value, onChange }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    let cancelled = false;
    void loadRecaptcha().then((api) => {
      if (cancelled || !container.current) return;
      const id = api.render(container.current, {
        sitekey: siteKey,
        callback: (token) => onChangeRef.current?.(token),
        'expired-callback': () => onChangeRef.current?.(null),
      });
      widget.current = { api, id };
    });
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  useEffect(() => {
    if (!value && widget.current) widget.current.api.reset(widget.current.id);
  }, [value]);

  return <div ref={container} />;
}
