import { renderRoutes } from '@trellis/test-kit/screens';
import { AuthRoutes } from '../AuthRoutes.tsx';

/** This remote's routes at `url`. */
export const renderAt = (url: string) => renderRoutes(<AuthRoutes />, url);

/** navigateToUrl moves the page itself (another area's route), not this remote's router. */
export const pageUrl = () => window.location.pathname + window.location.search;
