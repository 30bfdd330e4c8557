import { createContext } from 'react';
import type { ThemeColours } from '@trellis/contracts';

/** The site's colours, for the antd providers a part of the page loads when it first shows an antd component. */
export const SiteColoursContext = createContext<Partial<ThemeColours> | null | undefined>(undefined);

/** Whether antd's providers (theme, message, modal and notification hooks) are already above this point. */
export const AntdProvidedContext = createContext(false);
