import type { DropdownProps } from 'antd';
import { triggerOnDemand } from './triggerOnDemand.ts';

/**
 * antd's Dropdown with its menu, loaded when its child is first pointed at or focused (see triggerOnDemand and
 * @trellis/federation).
 */
export default triggerOnDemand<DropdownProps>(() => import('antd/es/dropdown'), 'hover');
