export { ChatButton } from './ChatButton.tsx';
export { ChatDock } from './ChatDock.tsx';
