/**
 * The icons of the sign-in screens and of the kit's components, which every page loads: a module of their own, so the
 * first load of a signed-out page does not bring the fifty-odd icons of the rest of the product. Import these from
 * here in the sign-in screens and the kit; everywhere else `@trellis/ui/icons`, which has them too, is the place.
 */
export {
  CheckOutlined,
  ClockCircleOutlined,
  FacebookFilled,
  GoogleOutlined,
  LinkedinFilled,
  PlusOutlined,
  SearchOutlined,
} from '@ant-design/icons';
