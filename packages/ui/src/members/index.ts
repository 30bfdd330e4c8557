export { MembersManager, type ManagedGroup, type MembersManagerProps } from './MembersManager.tsx';
export { InvitePeopleModal } from './InvitePeopleModal.tsx';
