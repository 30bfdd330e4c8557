/**
 * antd's core: the components the shell's start-up and most screens show (layout, buttons, cards, text, alerts,
 * placeholders, the providers), and only those; forms and their inputs are in `fields`. Every app imports
 * antd from here or from one of the family modules beside it (`frame`, `fields`, `display`): each module is one
 * shared singleton, so a page holds one copy of each component and its styles, and a page downloads only the
 * modules whose components it shows. Modal and Tooltip are here because App (message, notification and modal
 * hooks) and Typography (ellipsis tooltips) use them; the build hands each a stand-in that loads its code when one
 * first shows. Add a component to the module of the pages that show it; one the signed-in home shows belongs here.
 */
export {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Col,
  ConfigProvider,
  Divider,
  Empty,
  Flex,
  Grid,
  Layout,
  Modal,
  Result,
  Row,
  Skeleton,
  Space,
  Spin,
  theme,
  Tooltip,
  Typography,
} from 'antd';
export type { AvatarProps, ButtonProps, GetRef, ThemeConfig } from 'antd';
