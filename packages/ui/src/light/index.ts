/**
 * What a page needs before it shows any antd: form components that look like antd's without its code (the screens a
 * visitor sees before signing in are built from these), the providers every React root starts with, which load antd
 * where a part of the page shows it (AntdScope), and the placeholders the shell shows first. So the first load of a
 * signed-out page runs no antd, nor the rest of the kit. A shared singleton like every kit module; its styles are
 * light.css, coloured by the site's theme through LightTheme.
 */
export { LightTheme, lightThemeVars } from './LightTheme.tsx';
export { Card, Divider, ErrorAlert, Heading, Skeleton, Text } from './Card.tsx';
export { Button, ButtonLink, Spinner } from './Button.tsx';
export { Checkbox, PasswordField, TextField } from './Field.tsx';
// The providers and placeholders every root starts with, which load antd only where a part shows it.
export { AntdScope, AppProviders, BusToasts } from './AppProviders.tsx';
export { ErrorBoundary } from './ErrorBoundary.tsx';
export { PageSkeleton } from './PageSkeleton.tsx';
export { CrashCard, NotFoundPage } from './onDemandPages.tsx';
export { deferredModule, deferredPart, preloadParts } from './deferredPart.tsx';
