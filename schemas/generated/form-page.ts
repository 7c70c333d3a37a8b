/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * A generic form page (spec 001 screen 14): a Formily JSON schema whose x-components are field types of the field registry, with the footer 暂存 / 保存 (提交 outside approval mode) / 保存并提交 / 查看/隐藏审批信息 / 返回, the submit flow of §4, the approval panel and the detail shell. Compiled from a hidden menu leaf's func_config.form (page_type 2).
 */
export interface FormPageSchema {
  type: 'form-page';
  title: string;
  /**
   * The resource's base: detail, add, update and stash are called under it
   */
  resource: string;
  /**
   * The list menu whose add and edit buttons open the writes
   */
  permsId: number;
  /**
   * The approval template label; approval mode when the label has an active template and the approval button is allowed
   */
  workflowLabel?: string;
  /**
   * Whether the approval button (保存并提交) is allowed; true by default
   */
  approvalButton?: boolean;
  /**
   * The temporary-rule fields a draft (暂存) validates; save and submit validate all
   */
  draftRequired?: string[];
  /**
   * Asked before a submit; '' uses the default 提交后数据不可修改，确认提交？; absent asks nothing
   */
  submitConfirm?: string;
  /**
   * The record's status field: 0 on save and draft, 2 on a submit without approval
   */
  statusField?: string;
  /**
   * The field the workflow record is titled by
   */
  titleField?: string;
  /**
   * Where 返回 and a finished save go when there is no history
   */
  backTo?: string;
  /**
   * Read-only documents show the tabbed scrolling detail page (spec 001 screen 20) over their sections
   */
  sectionTabs?: boolean;
  form: FormObject;
  /**
   * Set by the dialog of a toolbar component button: the selected row, whose id names the record (a form in a dialog reads no address)
   */
  row?: {};
  /**
   * Set by the dialog of a toolbar component button: the selected rows
   */
  rows?: unknown[];
}
/**
 * This interface was referenced by `FormPageSchema`'s JSON-Schema
 * via the `definition` "FormObject".
 */
export interface FormObject {
  type: 'object';
  properties: {
    [k: string]: FormNode;
  };
}
/**
 * A Formily schema node: a field (x-component a field type, or EditableTable for a document's lines: type array, its x-component-props an editable-table node without its type); Chooser, OrgPicker or UserPicker for an id chosen in a dialog, its x-component-props naming the sibling field that keeps the shown name (Chooser: config, labelField, labelProp?, dataPerms?, multiple?; OrgPicker: nameField, kinds?, multiple?; UserPicker: nameField, selectParent?, multiple?); ResourceSelect for a value chosen in a searched select over a chooser config's resource (chooser, labelKey, labelField, valueKey?, searchKey?, multiple?); Attachment for the stored record's files (type array; tips?, limit?, scene?, accept?, maxSize?; required needs one file: 请上传文件附件; never part of the record's write); AttachmentCollect for the stored record's required-items table (type array; items as attachment-collect's, tips?; each item with require needs a file: 请上传文件附件：{items}; never part of the record's write); or a void section (FormSection, FormGrid) holding fields.
 *
 * This interface was referenced by `FormPageSchema`'s JSON-Schema
 * via the `definition` "FormNode".
 */
export interface FormNode {
  type?: 'string' | 'number' | 'boolean' | 'array' | 'void';
  title?: string;
  description?: string;
  required?: boolean;
  default?: unknown;
  'x-index'?: number;
  'x-component'?:
    | 'text'
    | 'int'
    | 'number'
    | 'money'
    | 'percent'
    | 'date'
    | 'datetime'
    | 'enum'
    | 'boolean'
    | 'EditableTable'
    | 'Attachment'
    | 'AttachmentCollect'
    | 'Chooser'
    | 'OrgPicker'
    | 'UserPicker'
    | 'ResourceSelect'
    | 'FormSection'
    | 'FormGrid';
  'x-component-props'?: {};
  'x-decorator'?: 'FormItem';
  'x-decorator-props'?: {};
  'x-read-only'?: boolean;
  'x-validator'?: unknown;
  properties?: {
    [k: string]: FormNode;
  };
}
