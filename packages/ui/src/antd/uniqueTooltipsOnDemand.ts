import type { PropsWithChildren } from 'react';
import { popupOnDemand } from './popupOnDemand.ts';

/**
 * The provider ConfigProvider renders for `tooltip.unique` (one tooltip shared by a page's triggers), loaded when it
 * first renders (see popupOnDemand and @trellis/federation): ConfigProvider, on every page, imports it whether or not
 * the option is set, and with it the trigger library.
 */
export default popupOnDemand<PropsWithChildren>(() => import('antd/es/tooltip/UniqueProvider'));
