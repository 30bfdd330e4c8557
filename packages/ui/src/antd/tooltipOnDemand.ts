import type { TooltipProps } from 'antd';
import { triggerOnDemand } from './triggerOnDemand.ts';

/** antd's Tooltip, loaded when its child is first pointed at or focused (see triggerOnDemand and @trellis/federation). */
export default triggerOnDemand<TooltipProps>(() => import('antd/es/tooltip'), 'hover');
