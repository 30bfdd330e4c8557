export { MemberHome } from './MemberHome.tsx';
