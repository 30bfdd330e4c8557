/**
 * What every React root starts with, without antd: the providers (the site's colours, SWR, and antd's providers
 * loaded where a part of the page shows antd: AntdScope), the page's toast outlet, the error boundary, and the
 * placeholders the shell shows first. So a page whose screens show no antd (the sign-in screens) loads none, nor the
 * rest of the kit. A shared singleton like every kit module; its styles are ROOT_STYLES.
 */
export { LightTheme, lightThemeVars } from './LightTheme.tsx';
export { addStyles } from './addStyles.ts';
export { FIRST_PAINT_HELD } from './rootStyles.ts';
export { AntdScope, AppProviders, BusToasts } from './AppProviders.tsx';
export { ErrorBoundary } from './ErrorBoundary.tsx';
export { PageSkeleton } from './PageSkeleton.tsx';
export { Skeleton } from './Skeleton.tsx';
export { CrashCard, NotFoundPage } from './onDemandPages.tsx';
export { deferredModule, deferredPart, preloadParts } from './deferredPart.tsx';
