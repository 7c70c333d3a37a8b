import {
  AppstoreOutlined,
  CheckOutlined,
  CloudUploadOutlined,
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  ExportOutlined,
  EyeOutlined,
  FileTextOutlined,
  ImportOutlined,
  LinkOutlined,
  PlusOutlined,
  PrinterOutlined,
  ReloadOutlined,
  RollbackOutlined,
  SearchOutlined,
  SendOutlined,
  SettingOutlined,
  StopOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The icons a button's `icon` may name (antd names without the Outlined suffix); others show none. */
const ICONS: Readonly<Record<string, ReactNode>> = {
  appstore: <AppstoreOutlined />,
  check: <CheckOutlined />,
  'cloud-upload': <CloudUploadOutlined />,
  copy: <CopyOutlined />,
  delete: <DeleteOutlined />,
  download: <DownloadOutlined />,
  edit: <EditOutlined />,
  export: <ExportOutlined />,
  eye: <EyeOutlined />,
  'file-text': <FileTextOutlined />,
  import: <ImportOutlined />,
  link: <LinkOutlined />,
  plus: <PlusOutlined />,
  printer: <PrinterOutlined />,
  reload: <ReloadOutlined />,
  rollback: <RollbackOutlined />,
  search: <SearchOutlined />,
  send: <SendOutlined />,
  setting: <SettingOutlined />,
  stop: <StopOutlined />,
  upload: <UploadOutlined />,
};

export function buttonIcon(name: string | undefined): ReactNode {
  if (!name) return undefined;
  return ICONS[name.replace(/-?outlined$/i, '').toLowerCase()];
}
