export { bus } from './bus.ts';
export type { TrellisEvents, TrellisBus, ToastKind } from './bus.ts';
