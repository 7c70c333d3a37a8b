import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { failureText, useEnv } from '../../registry';
import type { Attachment } from '../core/file-shared/api';
import { FilePreviewDialog, type PreviewFile } from '../core/file-preview';
import { useMobile } from '../core/use-mobile';
import { deleteFile, downloadFile, nameLengthSetting, saveRemarks, SCENE_TYPES, type FileOwner, type Scene } from '../core/file-shared/api';
import { AttachmentCards } from './AttachmentCards';
import { AttachmentTable } from './AttachmentTable';
import type { FileActions } from './file-actions';
import { RemarksDialog } from './RemarksDialog';
import { UploadDialog } from './UploadDialog';
import { DEFAULT_LIST_LIMIT, DEFAULT_MAX_MB, type FileLimits } from '../core/file-shared/upload-rules';
import { useAttachments } from './use-attachments';
import { compareFiles, shownOld, type OldFile } from './super-edit';

export interface AttachmentListProps extends FileOwner {
  /** Spec 001 §6 flags; `disabled` turns the three off (a read-only document). */
  canUpload?: boolean;
  canDelete?: boolean;
  canEditRemarks?: boolean;
  disabled?: boolean;
  limit?: number;
  scene?: Scene;
  accept?: readonly string[];
  maxSize?: number;
  /** Refuse a name the list or the dialog already holds (不要重复选择文件). */
  uniqueNames?: boolean;
  /** The compression tool for PDFs in the upload dialog (spec 001 §5); false stores PDFs as sent. */
  compress?: boolean;
  /** The name length limit; without it the server's setting. */
  nameLength?: number;
  /** Super edit (spec 001 §6): the files are compared against `oldFiles` (by default the first load's): 新增, 已删除. */
  isSuperEdit?: boolean;
  oldFiles?: readonly OldFile[];
  /** Hears the list whenever it changes (a form's required-attachment check counts it). */
  onFilesChange?(files: readonly Attachment[]): void;
}

/**
 * The files of a record (spec 001 screen 19), or a new document's pending ones (FileOwner.pending): the table (cards on a phone), preview, download with the
 * session's headers, remarks editing, delete after a confirmation, and the upload dialog 附件上传.
 */
export function AttachmentList(props: AttachmentListProps) {
  const { resource, dataId, permsId, pending, disabled = false, limit = DEFAULT_LIST_LIMIT, scene = 'default', maxSize = DEFAULT_MAX_MB, onFilesChange } = props;
  const env = useEnv();
  const mobile = useMobile();
  const { load, put, drop } = useAttachments({ resource, dataId, permsId, pending });
  const [preview, setPreview] = useState<PreviewFile | null>(null);
  const [editing, setEditing] = useState<Attachment | null>(null);
  const [uploading, setUploading] = useState(false);
  const [nameLength, setNameLength] = useState<number | null>(props.nameLength ?? null);
  const files = useMemo(() => (load.state === 'ready' ? load.files : []), [load]);

  useEffect(() => {
    if (load.state === 'ready') onFilesChange?.(load.files);
  }, [load, onFilesChange]);

  // The files before a super edit: given, or those of the first load (kept while uploads and deletes change the list).
  const [firstLoad, setFirstLoad] = useState<readonly OldFile[] | null>(null);
  useEffect(() => {
    if (props.isSuperEdit && firstLoad === null && load.state === 'ready') setFirstLoad(load.files);
  }, [props.isSuperEdit, firstLoad, load]);
  const oldFiles = props.oldFiles ?? firstLoad;
  const listed = useMemo(() => compareFiles(files, props.isSuperEdit && oldFiles ? oldFiles.map(shownOld) : null), [files, props.isSuperEdit, oldFiles]);

  const canUpload = !disabled && props.canUpload !== false && env.upload !== undefined;
  // The setting is read once the user may upload (the dialog's name check needs it).
  useEffect(() => {
    if (!canUpload || props.nameLength !== undefined) return;
    let live = true;
    void nameLengthSetting(env).then((n) => live && setNameLength(n));
    return () => {
      live = false;
    };
  }, [canUpload, props.nameLength, env]);

  const sceneTypes: readonly string[] = SCENE_TYPES[scene];
  const narrowed = props.accept?.filter((ext) => sceneTypes.includes(ext)) ?? [];
  const limits: FileLimits = { accept: narrowed.length > 0 ? narrowed : sceneTypes, maxMb: maxSize, nameLength: nameLength ?? props.nameLength ?? 100 };

  const actions: FileActions = {
    preview: (file) => setPreview({ name: file.name, url: file.url }),
    download: (file) => void downloadFile(env, file, permsId).catch((error: unknown) => env.notify.error(failureText(env.t, error, 'files.downloadFailed'))),
    editRemarks: !disabled && props.canEditRemarks !== false ? setEditing : null,
    remove:
      !disabled && props.canDelete !== false
        ? (file) =>
            void (async () => {
              if (!(await env.confirm({ content: env.t('files.deleteConfirm', { name: file.name }) }))) return;
              try {
                await deleteFile(env, file.id, permsId, pending);
                drop(file.id);
                env.notify.success(env.t('files.deleted'));
              } catch (error) {
                env.notify.error(failureText(env.t, error, 'files.deleteFailed'));
              }
            })()
        : null,
  };

  const saveEdited = async (file: Attachment, remarks: string) => {
    try {
      put(await saveRemarks(env, file.id, remarks, permsId, pending));
      env.notify.success(env.t('files.remarkSaved'));
    } catch (error) {
      env.notify.error(failureText(env.t, error, 'files.remarkFailed'));
      throw error;
    }
  };

  return (
    <div data-testid="attachments">
      {canUpload && (
        <div style={{ marginBottom: 8 }}>
          <Button data-testid="open-upload" type="primary" size="small" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
            {env.t('files.upload')}
          </Button>
        </div>
      )}
      {load.state === 'failed' ? (
        <Alert type="error" showIcon message={load.text} />
      ) : mobile ? (
        <AttachmentCards files={listed} actions={actions} loading={load.state === 'loading'} />
      ) : (
        <AttachmentTable files={listed} actions={actions} loading={load.state === 'loading'} />
      )}
      {canUpload && uploading && (
        <UploadDialog
          open
          owner={{ resource, dataId, permsId, pending }}
          scene={scene}
          limits={limits}
          held={files.length}
          limit={limit}
          heldNames={props.uniqueNames ? files.map((file) => file.name) : null}
          compress={props.compress}
          onUploaded={put}
          onClose={() => setUploading(false)}
        />
      )}
      {editing && <RemarksDialog initial={editing.remarks} onSave={(remarks) => saveEdited(editing, remarks)} onClose={() => setEditing(null)} />}
      <FilePreviewDialog file={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
