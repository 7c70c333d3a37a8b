import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BankOutlined,
  CarOutlined,
  ContainerOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileOutlined,
  FileTextOutlined,
  FolderOutlined,
  HomeOutlined,
  InboxOutlined,
  MessageOutlined,
  MoneyCollectOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  SwapOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';

/** Every antd icon has the same props. */
type Icon = typeof FolderOutlined;

/** The icons a menu's `icon` may name (antd names without the Outlined suffix, spec 000 §3 menu node). */
const ICONS: Readonly<Record<string, Icon>> = {
  'account-book': AccountBookOutlined,
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  bank: BankOutlined,
  'bar-chart': BarChartOutlined,
  car: CarOutlined,
  container: ContainerOutlined,
  dashboard: DashboardOutlined,
  database: DatabaseOutlined,
  file: FileOutlined,
  'file-text': FileTextOutlined,
  folder: FolderOutlined,
  home: HomeOutlined,
  inbox: InboxOutlined,
  message: MessageOutlined,
  'money-collect': MoneyCollectOutlined,
  profile: ProfileOutlined,
  safety: SafetyOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  'shopping-cart': ShoppingCartOutlined,
  solution: SolutionOutlined,
  swap: SwapOutlined,
  team: TeamOutlined,
  user: UserOutlined,
};

/**
 * The sidebar icon a menu names, or the fallback (a folder for a group, a page for a leaf) for a top-level
 * entry, which needs one: folded, the sidebar shows only icons, never a label's first character. Nested
 * entries without a known icon have none. The icon is decorative (the entry's label names it); `title` gives
 * it the browser's tooltip, for the folded sidebar where the label is not shown.
 */
export function menuIcon(name: string | undefined, topLevel: boolean, group: boolean, title?: string) {
  const Named = name ? ICONS[name.trim().replace(/-?outlined$/i, '').toLowerCase()] : undefined;
  const Shown = Named ?? (topLevel ? (group ? FolderOutlined : FileOutlined) : undefined);
  return Shown ? <Shown aria-hidden title={title} /> : undefined;
}
