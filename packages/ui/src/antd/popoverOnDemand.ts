import type { PopoverProps } from 'antd';
import { triggerOnDemand } from './triggerOnDemand.ts';

/** antd's Popover, loaded when its child is first pointed at or focused (see triggerOnDemand and @trellis/federation). */
export default triggerOnDemand<PopoverProps>(() => import('antd/es/popover'), 'hover');
