import type { ResourceDefinition } from '../../../../schemas/generated/resource-definition.js';

/** 出入库单: one goods line into or out of a warehouse. */
export const stockMovement: ResourceDefinition = {
  name: 'stock_movement',
  module: 'stock',
  table: 'stock_movements',
  label: { zh: '出入库单', en: 'Stock movements' },
  fields: [
    { name: 'movement_no', type: 'text', maxLength: 32 },
    /** 1 采购入库, 2 销售出库, 3 调拨入库, 4 调拨出库, 5 销售退货入库. */
    { name: 'movement_type', type: 'enum' },
    { name: 'warehouse_name', type: 'text', maxLength: 100 },
    { name: 'goods_name', type: 'text', maxLength: 100 },
    { name: 'spec', type: 'text', maxLength: 100 },
    { name: 'batch_no', type: 'text', maxLength: 32 },
    /** Tonnes, up to 3 decimals. */
    { name: 'quantity', type: 'number' },
    { name: 'unit_price', type: 'money' },
    { name: 'amount', type: 'money' },
    { name: 'counterparty', type: 'text', maxLength: 200 },
    { name: 'contract_no', type: 'text', maxLength: 32, nullable: true },
    { name: 'movement_date', type: 'date' },
    /** 0 草稿, 1 待审核, 2 已过账, 3 已作废. */
    { name: 'status', type: 'enum' },
    { name: 'remark', type: 'text', maxLength: 500, nullable: true, sortable: false },
  ],
  indexes: [['movement_type', 'movement_date'], ['movement_date'], ['movement_no'], ['warehouse_name'], ['goods_name'], ['contract_no']],
  defaultOrder: 'movement_date desc',
};
