export { api, setApiOrigin } from './client.ts';
export type { ApiClient, RequestOptions } from './client.ts';
export { ApiError, httpMessage, formErrorMessage, fieldErrors } from './errors.ts';
export { useApi, swrDefaults } from './swr.ts';
export { signOut } from './signOut.ts';
