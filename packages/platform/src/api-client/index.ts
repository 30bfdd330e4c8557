export { api, setApiOrigin } from './client.ts';
export type { ApiClient, RequestOptions } from './client.ts';
export { answerInPage, call, checkedAnswer, urlOf, type CallArgs, type CallOptions } from './call.ts';
export { stream, type StreamEvent, type StreamOptions } from './stream.ts';
export { AnswerMismatchError, checkAnswer, loadAnswerChecks } from './answerChecks.ts';
export { ApiError, httpMessage, formErrorMessage, fieldErrors } from './errors.ts';
export { useCall, swrDefaults } from './swr.ts';
export { reloadIdentity, useIdentity } from './identity.ts';
export { signOut } from './signOut.ts';
