/**
 * The antd components the product uses, and only those. Every app imports antd
 * from here: this module is one shared singleton, so a page holds one copy of
 * each component and its styles, while sharing the whole antd package made every
 * page download every component (about 420 KiB gzip), tree-shaking none of them.
 * Add a component here to use it.
 */
export {
  Alert,
  App,
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  Layout,
  List,
  Menu,
  Modal,
  Pagination,
  Popconfirm,
  Popover,
  Progress,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Steps,
  Tabs,
  Tag,
  theme,
  Tooltip,
  Typography,
  Upload,
} from 'antd';
export type { AvatarProps, ButtonProps, FormInstance, FormRule, GetRef, MenuProps, ThemeConfig } from 'antd';
