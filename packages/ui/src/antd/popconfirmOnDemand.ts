import type { PopconfirmProps } from 'antd';
import { triggerOnDemand } from './triggerOnDemand.ts';

/** antd's Popconfirm, loaded when its child is first pointed at or focused (see triggerOnDemand and @trellis/federation). */
export default triggerOnDemand<PopconfirmProps>(() => import('antd/es/popconfirm'), 'click');
