import type { DataScope } from '../../acl/data-scope.js';

export const DEMO_PASSWORD = 'Hkwl@2026';

export interface RoleSeed {
  id: number;
  name: string;
  /** The scope granted on every business menu of the role. */
  scope: DataScope;
  /** Menu groups (by id) the role is granted, with all their leaves. */
  groups: number[];
  distinguishOrg?: boolean;
}

export const ROLES = {
  admin: { id: 1, name: '系统管理员', scope: 'all', groups: [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000] },
  companyManager: { id: 2, name: '公司总经理', scope: 'company', groups: [100, 200, 300, 400, 500, 600, 700, 800, 900] },
  // Managers see the business their staff create in every module: the buying side (200), stock (400),
  // settlement (500) and invoices (600) too; payments (700) and credit (800) stay finance's.
  departmentManager: { id: 3, name: '部门经理', scope: 'path_org', groups: [100, 200, 300, 400, 500, 600, 900] },
  // The sales clerk keeps CRM and contracts only (issue 2); the trade clerk below works the whole trade.
  salesClerk: { id: 4, name: '销售专员', scope: 'oneself', groups: [100, 300] },
  finance: { id: 5, name: '财务专员', scope: 'company', groups: [300, 500, 600, 700, 800] },
  keyAccount: { id: 6, name: '大客户经理', scope: 'company', groups: [100, 200, 300, 400, 500, 600] },
  // 业务专员: buys and sells back to back, so also suppliers and tenders, stock, settlement and invoices, of their own.
  tradeClerk: { id: 7, name: '业务专员', scope: 'oneself', groups: [100, 200, 300, 400, 500, 600] },
} as const satisfies Record<string, RoleSeed>;

export interface PositionSeed {
  /** The position's own org node id. */
  id: number;
  title: string;
  department: number;
  role: keyof typeof ROLES;
  type?: 'approval' | 'permission';
}

export interface PersonSeed {
  id: number;
  mobile: string;
  name: string;
  status?: number;
  positions: PositionSeed[];
  /** Creates the business data in the demo: customers, contracts, leads, chances, suppliers, tenders, and what follows a contract. */
  sells?: boolean;
  /** Creates the warehouse's own stock movements (transfers between warehouses). */
  keepsStock?: boolean;
}

/** The demo accounts (README): mobiles 13800000000-05 have the roles the issue names. */
export const PEOPLE: PersonSeed[] = [
  { id: 1, mobile: '13800000000', name: '系统管理员', positions: [{ id: 101, title: '集团系统管理员', department: 1, role: 'admin' }] },
  { id: 2, mobile: '13800000001', name: '王建国', positions: [{ id: 102, title: '总经理', department: 3, role: 'companyManager' }] },
  { id: 3, mobile: '13800000002', name: '李明', sells: true, positions: [{ id: 103, title: '华东销售部经理', department: 6, role: 'departmentManager' }] },
  { id: 4, mobile: '13800000003', name: '张伟', sells: true, positions: [{ id: 104, title: '销售专员', department: 7, role: 'salesClerk' }] },
  { id: 5, mobile: '13800000004', name: '陈静', positions: [{ id: 105, title: '财务专员', department: 10, role: 'finance' }] },
  {
    id: 6, mobile: '13800000005', name: '刘洋', sells: true, positions: [
      { id: 106, title: '大客户经理', department: 9, role: 'keyAccount' },
      { id: 107, title: '进出口业务经理', department: 22, role: 'keyAccount' },
    ],
  },
  { id: 7, mobile: '13800000006', name: '赵磊', sells: true, positions: [{ id: 108, title: '业务专员', department: 8, role: 'tradeClerk' }] },
  { id: 8, mobile: '13800000007', name: '孙丽', sells: true, positions: [{ id: 109, title: '客户经理', department: 9, role: 'salesClerk' }] },
  { id: 9, mobile: '13800000008', name: '周杰', sells: true, positions: [{ id: 110, title: '化工品销售专员', department: 17, role: 'salesClerk' }] },
  { id: 10, mobile: '13800000009', name: '吴敏', sells: true, positions: [{ id: 111, title: '东南亚业务专员', department: 23, role: 'salesClerk' }] },
  { id: 11, mobile: '13800000010', name: '郑强', keepsStock: true, positions: [{ id: 112, title: '仓储运营主管', department: 12, role: 'departmentManager' }] },
  { id: 12, mobile: '13800000011', name: '黄磊', sells: true, positions: [{ id: 113, title: '能源销售专员', department: 16, role: 'salesClerk' }] },
  { id: 13, mobile: '13800000012', name: '徐娜', sells: true, positions: [{ id: 114, title: '进出口业务专员', department: 22, role: 'salesClerk' }] },
  { id: 14, mobile: '13800000013', name: '马超', sells: true, positions: [{ id: 115, title: '销售专员', department: 7, role: 'salesClerk' }] },
  { id: 15, mobile: '13800000014', name: '胡军', positions: [{ id: 116, title: '财务主管', department: 18, role: 'finance' }] },
  { id: 16, mobile: '13800000099', name: '林涛（已离职）', status: 0, positions: [{ id: 117, title: '销售专员', department: 8, role: 'salesClerk' }] },
];
