export { MembersManager, type ManagedGroup, type MembersManagerProps } from './MembersManager.tsx';
