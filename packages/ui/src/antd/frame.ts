/**
 * antd components of the signed-in frame (top bar, drawers, menus, badges, tags):
 * loaded with the frame, never by the sign-in screens. One shared singleton, like the core module
 * (`@trellis/ui/antd`).
 */
export { Badge, Drawer, Dropdown, Popconfirm, Popover, Tag } from 'antd';
export type { MenuProps } from 'antd';
