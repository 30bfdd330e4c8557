import type {} from './testContext.ts';
export { StubShell } from './StubShell.tsx';
export { connectApiServer, signInAs, signOut } from './session.ts';
export { renderStandalone } from './renderStandalone.tsx';
