/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * An export template (spec 001 §3 button export_template, §7 export template): a printable document of one record (its fields as label and value pairs, then a child's lines as a table) that a button named by it writes for each selected row. Stored as data (table export_templates), so a configurator declares one as JSON; one record answers an .xlsx the browser opens in the office preview, several a .zip of them that it downloads.
 */
export interface ExportTemplate {
  /**
   * The template's key, as a button's export_template names it.
   */
  label: string;
  /**
   * The resource definition whose records it prints; only that resource's exportTemplate call uses it.
   */
  resource: string;
  name: LocalText;
  /**
   * One record's file name without .xlsx; {field} is replaced by the record's value ("{contract_no}"). The title and the record id by default.
   */
  fileName?: string;
  /**
   * Label and value pairs per row.
   */
  columns?: number;
  /**
   * @minItems 1
   * @maxItems 100
   */
  fields: TemplateField[];
  /**
   * A child resource's lines (a contract's goods) as a table below the fields, with a 合计 row of the columns named in total.
   */
  lines?: {
    child: string;
    title?: LocalText1;
    /**
     * @minItems 1
     * @maxItems 30
     */
    columns: TemplateField[];
    /**
     * @maxItems 30
     */
    total?: string[];
  };
  /**
   * At most this many records in one answer.
   */
  maxRecords?: number;
}
/**
 * The document's title, on its first row and in the .zip's name.
 */
export interface LocalText {
  zh: string;
  en: string;
}
/**
 * This interface was referenced by `ExportTemplate`'s JSON-Schema
 * via the `definition` "TemplateField".
 */
export interface TemplateField {
  prop: string;
  label: LocalText1;
  /**
   * Value labels (a status's 草稿, 审批中...): the value is printed as its label.
   *
   * @maxItems 200
   */
  options?: {
    value: string | number | boolean;
    label: string;
    labelEn?: string;
  }[];
}
export interface LocalText1 {
  zh: string;
  en: string;
}
/**
 * GET <resource>/exportTemplate (spec 000 §7, 001 §7 export template): the button and the records, as the list's where (`{ "id": ["in", [ids]] }` for the selection).
 *
 * This interface was referenced by `ExportTemplate`'s JSON-Schema
 * via the `definition` "ExportTemplateQuery".
 */
export interface ExportTemplateQuery {
  /**
   * A row id: PostgreSQL integer range
   */
  button_id: number;
  /**
   * A JSON value carried in one query parameter
   */
  where: string;
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id?: number;
}
/**
 * What an export template made: a stored file downloaded from url (a png or zip is saved, anything else opens in the office preview).
 *
 * This interface was referenced by `ExportTemplate`'s JSON-Schema
 * via the `definition` "ExportTemplateFile".
 */
export interface ExportTemplateFile {
  /**
   * The job that holds the file (the user's job list shows it).
   */
  id: number;
  name: string;
  url: string;
  ext: string;
  records: number;
}
