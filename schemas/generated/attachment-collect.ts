/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The simple required-items table (spec 001 screen 19, §5): one row per item with its name (a red star when required), its type (文件: jpg jpeg png pdf doc docx xlsx; 图片: jpg jpeg png), its files and an upload; at most `limit` files per item (default 1: 该栏目最多只能上传{n}个附件). Files go to the owning record (scene file or image).
 */
export interface AttachmentCollectSchema {
  type: 'attachment-collect';
  resource: string;
  dataId: number;
  permsId?: number;
  disabled?: boolean;
  /**
   * PDFs are compressed once stored (spec 001 §5 compression tool, file/optimize) at quality and size 50; false stores them as sent
   */
  compress?: boolean;
  /**
   * @minItems 1
   * @maxItems 50
   */
  items: CollectItem[];
}
/**
 * This interface was referenced by `AttachmentCollectSchema`'s JSON-Schema
 * via the `definition` "CollectItem".
 */
export interface CollectItem {
  /**
   * The item's key: each file uploaded for it carries it (the upload's field item), so the table finds its files again
   */
  prop: string;
  label: string;
  labelEn?: string;
  /**
   * file: 文件; image: 图片 (spec 001 §3 type_name)
   */
  kind: 'file' | 'image';
  require?: boolean;
  limit?: number;
  /**
   * The files already collected for the item
   */
  files?: {
    id: number;
    name: string;
  }[];
}
