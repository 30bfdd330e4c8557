export { AdminViewToggle } from './AdminViewToggle.tsx';
export { useAdminView } from './adminView.ts';
export { OrganizationSwitcher } from './OrganizationSwitcher.tsx';
export { RoleSelector } from './RoleSelector.tsx';
