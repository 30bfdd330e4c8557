export { StubShell } from './StubShell.tsx';
export { useApiServer, signInAs, signOut } from './session.ts';
export { renderStandalone } from './renderStandalone.tsx';
