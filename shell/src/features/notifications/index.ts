export { NotificationBell } from './NotificationBell.tsx';
export { NotificationsPage } from './NotificationsPage.tsx';
