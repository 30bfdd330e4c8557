import type { PopoverProps } from 'antd';
import { popupOnDemand } from './popupOnDemand.ts';

/** antd's Popover, loaded when one first renders (see popupOnDemand and @trellis/federation). */
export default popupOnDemand<PopoverProps>(() => import('antd/es/popover'));
