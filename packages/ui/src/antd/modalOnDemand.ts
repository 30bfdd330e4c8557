import type { ModalProps } from 'antd';
import { overlayOnDemand } from './overlayOnDemand.ts';

/**
 * antd's Modal, loaded the first time one opens. The stand-in has none of Modal's static functions (`Modal.confirm`,
 * `Modal.useModal`): screens open confirms through `App.useApp().modal`, which keeps the site's theme.
 */
export default overlayOnDemand<ModalProps>(() => import('antd/es/modal'));
