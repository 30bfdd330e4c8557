/**
 * Paths the shell renders itself; every other path belongs to a remote or is not found. The end-to-end layout
 * tour visits each of these along with every route the remotes declare.
 */
export const SHELL_ROUTES = { home: '/', notifications: '/notification' } as const;
