/**
 * The icons of the signed-in frame (the side menu's entries, the top bar, its account, chat, notification and
 * organization controls), which every signed-in page shows: a module of their own, so the frame does not load the
 * fifty-odd icons of the whole product. Import these from here in the shell's frame; everywhere else
 * `@trellis/ui/icons`, which has them too, is the place.
 */
export {
  AppstoreOutlined,
  BellOutlined,
  BulbOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  CloseOutlined,
  CompassOutlined,
  ControlOutlined,
  CrownOutlined,
  EnvironmentOutlined,
  GiftOutlined,
  GlobalOutlined,
  HeartOutlined,
  LogoutOutlined,
  MenuOutlined,
  MessageOutlined,
  MoreOutlined,
  NotificationOutlined,
  PlusOutlined,
  ReadOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingOutlined,
  SwapOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
