import type { TooltipProps } from 'antd';
import { popupOnDemand } from './popupOnDemand.ts';

/** antd's Tooltip, loaded when one first renders (see popupOnDemand and @trellis/federation). */
export default popupOnDemand<TooltipProps>(() => import('antd/es/tooltip'));
