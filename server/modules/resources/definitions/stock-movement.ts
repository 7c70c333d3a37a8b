import type { ResourceDefinition } from '../../../../schemas/generated/resource-definition.js';
import { MOVEMENT_STATUS, MOVEMENT_TYPES } from './options.js';

/** 出入库单: one goods line into or out of a warehouse. */
export const stockMovement: ResourceDefinition = {
  name: 'stock_movement',
  module: 'stock',
  table: 'stock_movements',
  label: { zh: '出入库单', en: 'Stock movements' },
  fields: [
    { name: 'movement_no', type: 'text', label: { zh: '单据编号', en: 'Document no.' }, maxLength: 32 },
    /** 1 采购入库, 2 销售出库, 3 调拨入库, 4 调拨出库, 5 销售退货入库. */
    { name: 'movement_type', type: 'enum', label: { zh: '业务类型', en: 'Type' }, options: MOVEMENT_TYPES },
    { name: 'warehouse_name', type: 'text', label: { zh: '仓库', en: 'Warehouse' }, maxLength: 100 },
    { name: 'goods_name', type: 'text', label: { zh: '品名', en: 'Goods' }, maxLength: 100 },
    { name: 'spec', type: 'text', label: { zh: '规格', en: 'Specification' }, maxLength: 100 },
    { name: 'batch_no', type: 'text', label: { zh: '批次号', en: 'Batch' }, maxLength: 32 },
    /** Tonnes, up to 3 decimals. */
    { name: 'quantity', type: 'number', label: { zh: '数量(吨)', en: 'Quantity (t)' } },
    { name: 'unit_price', type: 'money', label: { zh: '单价(元/吨)', en: 'Unit price (¥/t)' } },
    { name: 'amount', type: 'money', label: { zh: '金额', en: 'Amount' } },
    { name: 'counterparty', type: 'text', label: { zh: '往来单位', en: 'Counterparty' }, maxLength: 200 },
    { name: 'contract_no', type: 'text', label: { zh: '合同编号', en: 'Contract no.' }, maxLength: 32, nullable: true },
    { name: 'movement_date', type: 'date', label: { zh: '业务日期', en: 'Date' } },
    /** 0 草稿, 1 待审核, 2 已过账, 3 已作废. */
    { name: 'status', type: 'enum', label: { zh: '状态', en: 'Status' }, options: MOVEMENT_STATUS },
    { name: 'remark', type: 'text', maxLength: 500, nullable: true, sortable: false },
  ],
  indexes: [['movement_type', 'movement_date'], ['movement_date'], ['movement_no'], ['warehouse_name'], ['goods_name'], ['contract_no']],
  defaultOrder: 'movement_date desc',
};
