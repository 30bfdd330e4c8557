import type { DrawerProps } from 'antd';
import { overlayOnDemand } from './overlayOnDemand.ts';

/** antd's Drawer, loaded the first time one opens (the phone's menu, the notifications). */
export default overlayOnDemand<DrawerProps>(() => import('antd/es/drawer'));
