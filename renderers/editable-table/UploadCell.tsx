import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { useContext, useRef, useState } from 'react';
import { ApiCodeError, failureText, useEnv } from '../../registry';
import { DEFAULT_COMPRESSION, DEFAULT_NAME_LENGTH, FILE_API, SCENE_TYPES, uploadFile } from '../core/file-shared/api';
import { compressStep } from '../core/file-shared/compress-step';
import { DEFAULT_MAX_MB, refusalOf } from '../core/file-shared/upload-rules';
import { FilePreviewDialog, type PreviewFile } from '../core/file-preview';
import { FormFilesContext } from '../core/form-files';
import type { GridColumn } from './columns';
import type { EditRow } from './edit-store';

/**
 * An upload cell (spec 001 §3 editType upload, §5: one file a cell): the file's name opens it in the preview; an
 * editable cell uploads one file to the stored document (its progress in the cell) and × lets it go. The value is
 * the file's id and attr.name_prop its name; the server checks the file is the document's and writes the name. A
 * new document's file is pending until its add binds it (FormFilesOwner.pending); without a form to keep it, the
 * button says to save first.
 */
export function UploadCell({ column, row, readOnly, label, onFile }: { column: GridColumn; row: EditRow; readOnly: boolean; label: string; onFile(values: Record<string, unknown>): void }) {
  const env = useEnv();
  const owner = useContext(FormFilesContext);
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [preview, setPreview] = useState<PreviewFile | null>(null);
  const nameProp = column.schema.attr?.name_prop;
  const id = row[column.prop];
  const name = (nameProp ? row[nameProp] : undefined) ?? (id === null || id === undefined ? undefined : `#${String(id)}`);
  const accept = column.schema.attr?.accept?.length ? column.schema.attr.accept : SCENE_TYPES.default;
  const canUpload = column.uploadable && !readOnly;
  // A stored record holds the file, or a new document keeps it pending until its add binds it.
  const attachable = owner !== null && (owner.dataId !== null || owner.pending !== undefined);
  const fill = (fileId: number | null, fileName: string | null) => onFile({ [column.prop]: fileId, ...(nameProp ? { [nameProp]: fileName } : {}) });

  const send = async (file: File) => {
    if (!owner || !attachable) return;
    const refusal = refusalOf(file, { accept, maxMb: column.schema.attr?.size ?? DEFAULT_MAX_MB, nameLength: DEFAULT_NAME_LENGTH });
    if (refusal) return env.notify.warning(env.t(refusal.key, refusal.params));
    setPercent(0);
    const signal = new AbortController().signal;
    try {
      const uploaded = await uploadFile(env, {
        owner: { resource: owner.resource, dataId: owner.dataId, permsId: owner.permsId, pending: owner.pending },
        file,
        scene: 'default',
        accept,
        onProgress: setPercent,
        signal,
      });
      // The cell takes the file as soon as it is stored; a PDF is then compressed in place (same id), and the
      // notice says how that went (the step never fails: the file is kept as sent).
      fill(uploaded.id, uploaded.name);
      setPercent(null);
      const after = column.schema.attr?.compress === false ? null : compressStep(env, DEFAULT_COMPRESSION, owner.permsId)(uploaded, file, signal);
      const finished = after ? await after : { file: uploaded };
      if (finished.warning && finished.note) env.notify.warning(finished.note);
      else env.notify.success(finished.note ? env.t('files.dialog.doneWith', { note: finished.note }) : env.t('files.dialog.done'));
    } catch (error) {
      // The server's refusal word for word (不支持的文件格式), as the upload dialog says it.
      env.notify.error(error instanceof ApiCodeError && error.code > 0 && error.message ? error.message : failureText(env.t, error, 'files.rules.failed'));
    } finally {
      setPercent(null);
    }
  };

  const stop = (event: { stopPropagation(): void }) => event.stopPropagation();
  return (
    <span className="hkwl-grid-upload" data-testid="upload-cell">
      {typeof name === 'string' && id !== null && id !== undefined ? (
        <>
          <a
            href={`${FILE_API.download}?id=${String(id)}`}
            onMouseDown={stop}
            onClick={(event) => {
              event.preventDefault();
              setPreview({ name, url: `${FILE_API.download}?id=${String(id)}` });
            }}
          >
            {name}
          </a>
          {canUpload && (
            <button type="button" className="hkwl-grid-upload-remove" aria-label={env.t('grid.removeFile', { name })} onMouseDown={stop} onClick={() => fill(null, null)}>
              <CloseOutlined />
            </button>
          )}
        </>
      ) : percent !== null ? (
        <span role="status">{env.t('grid.uploadingCell', { n: percent })}</span>
      ) : canUpload ? (
        <>
          <button
            type="button"
            className="hkwl-grid-upload-button"
            disabled={!attachable || !env.upload}
            title={attachable ? undefined : env.t('files.saveFirst')}
            aria-label={env.t('grid.uploadCell', { label })}
            onMouseDown={stop}
            onClick={() => input.current?.click()}
          >
            <UploadOutlined /> {env.t('files.collect.upload')}
          </button>
          <input
            ref={input}
            type="file"
            hidden
            accept={accept.map((ext) => `.${ext}`).join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
        </>
      ) : null}
      {preview && <FilePreviewDialog file={preview} onClose={() => setPreview(null)} />}
    </span>
  );
}
