import { deferredPart } from './deferredPart.tsx';

/** The dragger's height: the box holds its place while antd's upload module arrives. */
export const FileUploader = deferredPart(
  () => import('./FileUploader.tsx'),
  (module) => module.FileUploader,
  150,
);
export const FileUploaderRow = deferredPart(
  () => import('./FileUploaderRow.tsx'),
  (module) => module.FileUploaderRow,
  32,
);
/** Under a list, and hidden while one page holds everything: nothing to hold in its place. */
export const ListPagination = deferredPart(
  () => import('./ListPagination.tsx'),
  (module) => module.ListPagination,
);
