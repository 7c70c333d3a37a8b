import type { ResourceDefinition } from '../../../../schemas/generated/resource-definition.js';
import { SUPPLIER_GRADES, SUPPLIER_STATUS, SUPPLIER_TYPES } from './options.js';

/**
 * 供应商档案 (menu /srm/supplier). Served at /api/srm/supplier_archive: `srm/supplier` is the name the
 * "resources added later" test declares for itself, and two resources cannot share a route.
 */
export const supplierArchive: ResourceDefinition = {
  name: 'supplier_archive',
  module: 'srm',
  table: 'suppliers',
  label: { zh: '供应商管理', en: 'Suppliers' },
  fields: [
    { name: 'supplier_code', type: 'text', label: { zh: '供应商编号', en: 'Supplier no.' }, maxLength: 32 },
    { name: 'supplier_name', type: 'text', label: { zh: '供应商名称', en: 'Supplier' }, maxLength: 200 },
    { name: 'credit_code', type: 'text', label: { zh: '统一社会信用代码', en: 'Credit code (USCC)' }, maxLength: 18 },
    /** 1 生产厂家, 2 贸易商, 3 物流服务商, 4 仓储服务商. */
    { name: 'supplier_type', type: 'enum', label: { zh: '供应商类型', en: 'Type' }, options: SUPPLIER_TYPES },
    { name: 'main_goods', type: 'text', label: { zh: '主营品类', en: 'Main goods' }, maxLength: 100 },
    { name: 'province', type: 'text', label: { zh: '省份', en: 'Province' }, maxLength: 20 },
    { name: 'contact_name', type: 'text', label: { zh: '联系人', en: 'Contact' }, maxLength: 50 },
    { name: 'contact_mobile', type: 'text', label: { zh: '联系电话', en: 'Phone' }, maxLength: 20 },
    { name: 'bank_name', type: 'text', label: { zh: '开户银行', en: 'Bank' }, maxLength: 100 },
    { name: 'bank_account', type: 'text', label: { zh: '银行账号', en: 'Account no.' }, maxLength: 32 },
    { name: 'registered_capital', type: 'money', label: { zh: '注册资本', en: 'Registered capital' } },
    /** 1 A 战略, 2 B 合格, 3 C 观察, 4 D 限制. */
    { name: 'grade', type: 'enum', label: { zh: '评级', en: 'Grade' }, options: SUPPLIER_GRADES },
    { name: 'cooperation_date', type: 'date', label: { zh: '合作起始日', en: 'Partner since' } },
    /** 0 待准入, 1 已准入, 2 暂停合作, 3 黑名单. */
    { name: 'status', type: 'enum', label: { zh: '准入状态', en: 'Status' }, options: SUPPLIER_STATUS },
    { name: 'remark', type: 'text', maxLength: 500, nullable: true, sortable: false },
  ],
  indexes: [['status', 'cooperation_date'], ['cooperation_date'], ['supplier_name'], ['supplier_code'], ['grade']],
  defaultOrder: 'cooperation_date desc',
  // A draft needs the name a user finds it by (spec 001 §5 temporary rules).
  draftRequired: ['supplier_name'],
};
