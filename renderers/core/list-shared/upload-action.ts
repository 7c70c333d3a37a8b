import { failureText } from '../../../registry';
import type { ActionContext } from './actions';
import { fillParams } from './fill-row';

/** Spec 000 §5 / 001 §5: an upload button's default size limit. */
export const UPLOAD_BUTTON_MAX_MB = 10;

/** Why `file` may not go through this button (its accept list, its size), or null. */
export function uploadProblem(context: Pick<ActionContext, 'env' | 'button'>, file: { name: string; size: number }): string | null {
  const { env, button } = context;
  const accept = (button.config?.accept ?? '').split(',').map((ext) => ext.trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (accept.length > 0 && (!ext || !accept.includes(ext))) return env.t('listbar.upload.wrongType');
  const maxMb = button.config?.maxSize ?? UPLOAD_BUTTON_MAX_MB;
  if (file.size > maxMb * 1024 * 1024) return env.t('listbar.upload.tooLarge', { n: maxMb });
  return null;
}

/** Sends one chosen file to the button's address with its parameters (filled from the selection); then reloads. */
export async function sendUpload(context: ActionContext, file: File): Promise<void> {
  const { env, button, list, selected } = context;
  const problem = uploadProblem(context, file);
  if (problem) return env.notify.warning(problem);
  if (!env.upload || !button.config?.url) return env.notify.warning(env.t('listbar.toolbar.notConfigured'));
  const form = new FormData();
  // Spec 000 §5 upload: scene, output and path beside the file; the button's own parameters first.
  const params = fillParams(button.config.params ?? {}, selected);
  for (const [name, value] of Object.entries({ scene: 'default', output: 'json', path: '/', ...params })) {
    if (value !== undefined && value !== null) form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  form.append('file', file, file.name);
  let text = '';
  try {
    // With the timestamp and signature headers (spec 001 §10 upload button).
    await env.upload(button.config.url, form, { messageHide: true, onMessage: (msg) => (text = msg), signed: true });
  } catch (error) {
    return env.notify.error(failureText(env.t, error, 'listbar.upload.failed'));
  }
  env.notify.success(text && text !== 'success' ? text : env.t('listbar.upload.done'));
  list.refresh();
}

/**
 * The upload button (spec 001 §7 upload button): the browser's file chooser (the button's accept list), then
 * the file POSTed as multipart to the button's address with the session's (and, for a signed path, signed)
 * headers; its answer said, the list reloaded.
 */
export function runUpload(context: ActionContext): void {
  const input = document.createElement('input');
  input.type = 'file';
  const accept = context.button.config?.accept;
  if (accept) input.accept = accept.split(',').map((ext) => `.${ext.trim().replace(/^\./, '')}`).join(',');
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (file) void sendUpload(context, file);
  });
  input.click();
}
