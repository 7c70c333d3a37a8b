/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The files of one stored record (spec 001 screen 19): a table of 序号, 名称, 大小, 备注, 上传时间 and 操作 (cards on a phone), with the upload dialog 附件上传. Flags of spec 001 §6: canUpload, canDelete, canEditRemarks; disabled turns all three off. A file's own not_del / not_down hide its delete / download. isSuperEdit compares the files against old values.
 */
export interface AttachmentListSchema {
  type: 'attachment-list';
  /**
   * The owning record's resource: its definition's name (sales_contract, ...)
   */
  resource: string;
  /**
   * The owning record's id
   */
  dataId: number;
  /**
   * The menu the record is read through (its data scope)
   */
  permsId?: number;
  canUpload?: boolean;
  canDelete?: boolean;
  canEditRemarks?: boolean;
  /**
   * Read only: no upload, delete or remarks editing
   */
  disabled?: boolean;
  /**
   * Files the list may hold (spec 001 §9: 20)
   */
  limit?: number;
  /**
   * The server's upload scene: its accepted types
   */
  scene?: 'default' | 'image' | 'file';
  /**
   * Extensions accepted (lower case, without the dot); narrows the scene's list
   *
   * @maxItems 30
   */
  accept?: string[];
  /**
   * Size limit of one file in MB (spec 001 §9: 10)
   */
  maxSize?: number;
  /**
   * The upload dialog's compression tool (spec 001 §5): PDFs are compressed once stored (file/optimize), to a quality and size of 1-100 (50 each) the user may change; false stores them as sent
   */
  compress?: boolean;
  /**
   * Refuse a file whose name the list or the dialog already holds (不要重复选择文件)
   */
  uniqueNames?: boolean;
  /**
   * Super edit (spec 001 §6): the list shows its differences against the old values, each new file 新增 and each removed one 已删除
   */
  isSuperEdit?: boolean;
  /**
   * The files before the edit, for isSuperEdit (file/index answers, or their id and name); by default those of the list's first load
   *
   * @maxItems 100
   */
  oldFiles?: {
    id: number;
    name: string;
    size?: number;
    remarks?: string;
    upload_time?: string;
  }[];
  /**
   * File name length limit; without it the server setting attachment_file_name_length (group common, default 100)
   */
  nameLength?: number;
}
