import { resultImageOnDemand } from './resultImageOnDemand.ts';

/** antd Result's 403 drawing, loaded when first shown (see resultImageOnDemand and @trellis/federation). */
export default resultImageOnDemand(() => import('antd/es/result/unauthorized'));
