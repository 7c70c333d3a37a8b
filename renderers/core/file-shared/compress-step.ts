import { ApiCodeError, failureText, type RendererEnv } from '../../../registry';
import { compressFile, type Attachment, type Compression } from './api';
import { extensionOf, sizeText } from './format';

/** What the step after the upload made of the stored file: the file as it now is, and a note for the user. */
export interface Finished {
  file: Attachment;
  note?: string;
  warning?: boolean;
}

/**
 * The step after an upload that compresses a stored PDF (spec 001 §5, §7 PDF compression), or null for a file
 * it does not apply to. Whatever the server answers the file stays listed: compressed (from and to), kept as
 * sent (not smaller, or the compression failed, with the server's reason), or still being compressed.
 */
export function compressStep(env: RendererEnv, compression: Compression, permsId: number | undefined) {
  return (stored: Attachment, file: File, signal: AbortSignal): Promise<Finished> | null => {
    if (extensionOf(file.name) !== 'pdf' || stored.mime !== 'application/pdf') return null;
    return compressFile(env, stored, compression, permsId, signal).then(
      (answer): Finished => {
        // Compression is off on this server: the file is as sent, and there is nothing to say.
        if (answer.skipped === 1) return { file: answer.file ?? stored };
        if (answer.status !== 'done') return { file: stored, note: env.t('files.compress.running') };
        const now = answer.file ?? { ...stored, size: answer.size ?? stored.size };
        if (answer.compressed !== 1) return { file: now, note: env.t('files.compress.kept') };
        return { file: now, note: env.t('files.compress.done', { before: sizeText(answer.before), after: sizeText(answer.size) }) };
      },
      (error: unknown): Finished => {
        const reason = error instanceof ApiCodeError && error.message ? error.message : failureText(env.t, error, 'files.rules.failed');
        return { file: stored, note: env.t('files.compress.failed', { reason }), warning: true };
      },
    );
  };
}
