import type { ResourceDefinition } from '../../../../schemas/generated/resource-definition.js';

/**
 * 商品档案 (issue 21): the goods a document's goods lines choose from (the `goods` chooser config). Served at
 * /api/stock/goods. Goods are a company's shared master data: every role reads its company's goods whatever
 * its scope on the business menus (the hidden grant node in seed/goods.ts), so a clerk scoped to oneself
 * still has a catalogue to choose from; the codes are unique per company.
 */
export const goods: ResourceDefinition = {
  name: 'goods',
  module: 'stock',
  table: 'goods',
  label: { zh: '商品档案', en: 'Goods' },
  fields: [
    { name: 'goods_code', type: 'text', maxLength: 32, rules: { unique: true } },
    { name: 'goods_name', type: 'text', maxLength: 100 },
    /** The goods family: 螺纹钢, 热轧卷板, 电解铜, 铝锭, 动力煤, 聚乙烯, ... */
    { name: 'category', type: 'text', maxLength: 50 },
    /** Grade and size as the trade writes them: HRB400E Φ18, 1500*6000*3.0. */
    { name: 'spec', type: 'text', maxLength: 100, nullable: true },
    /** 吨, 千克, 件, 米, ... */
    { name: 'unit', type: 'text', maxLength: 20 },
    /** A ratio: 0.13, 0.09. */
    { name: 'tax_rate', type: 'percent', rules: { min: 0, max: 1 } },
    /** Reference price per unit, tax included. */
    { name: 'price', type: 'money', rules: { min: 0 } },
    /** 1 在售, 0 停售. */
    { name: 'status', type: 'enum' },
  ],
  indexes: [['goods_code'], ['goods_name'], ['category'], ['status']],
  defaultOrder: 'goods_code asc',
};
