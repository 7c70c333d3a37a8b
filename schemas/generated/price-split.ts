/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The price-split dialog (spec 001 screen 17, §5 split dialog): a column's sub-items, each with a name, 是否合计, 是否4位小数, a formula (the formula editor, over the table's columns and the other sub-items) and a remark; 确定 checks the five rules (至少需要新增两个字段, 第N行公式配置有误，请检查, 第N行公式存在循环引用，请检查, 当前列被公式引入中，不允许删除) and closes with the sub-items. Opened by the caller with the title '{label}价格拆分'.
 */
export interface PriceSplitSchema {
  type: 'price-split';
  /**
   * The table's columns a formula may read
   */
  variables: {
    key: string;
    label: string;
    labelEn?: string;
  }[];
  /**
   * The sub-items it starts with
   */
  value?: SplitItemSchema[];
  /**
   * The split column: with sub-items marked 合计 its value is their sum, so a sub-item formula reading it back is a cycle
   */
  column?: string;
  /**
   * The table's formula columns (name → formula): a sub-item reading one that reads the summed column is a cycle too
   */
  formulas?: {
    [k: string]: string;
  };
}
/**
 * This interface was referenced by `PriceSplitSchema`'s JSON-Schema
 * via the `definition` "SplitItemSchema".
 */
export interface SplitItemSchema {
  /**
   * The sub-item's variable name in formulas, and its row property (letters, digits, _)
   */
  key: string;
  label: string;
  labelEn?: string;
  formula?: string;
  /**
   * Summed into the parent's value
   */
  isSummary?: boolean;
  /**
   * Rounded to 4 decimals instead of 3
   */
  isPercent?: boolean;
  /**
   * A fixed sub-item of the column (not removable by the user; its use in formulas guards the column)
   */
  fixed?: boolean;
  remark?: string;
}
