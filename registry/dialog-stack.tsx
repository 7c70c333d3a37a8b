import { Modal } from 'antd';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { DialogHostProvider } from './dialog-host';
import './dialog-stack.css';
import { RenderSchema } from './render-schema';

/** A renderer to show in a dialog, and how the dialog looks. */
export interface DialogRequest {
  /** The renderer's schema node (its `type` resolved through the env's registry). */
  schema: { type: string } & Record<string, unknown>;
  title: ReactNode;
  /** Default 1200 px (spec 001 screen 21); a chooser asks for '75%'. */
  width?: number | string;
  /** Distance from the top (a chooser: '10vh'); antd's default otherwise. */
  top?: number | string;
  /** The JSON path the schema is rendered at (its errors name it). */
  path?: string;
}

export interface DialogOpener {
  /**
   * Shows the renderer in a dialog above everything open so far and resolves with what it closes with
   * (`useDialogHost().close(result)`), or undefined when the user dismisses it (✕, Esc). The hosted
   * renderer draws its own buttons: the dialog has no footer.
   */
  open<T = unknown>(request: DialogRequest): Promise<T | undefined>;
}

interface OpenDialog {
  id: number;
  request: DialogRequest;
  finish(result: unknown): void;
}

const DialogStackContext = createContext<DialogOpener | null>(null);

/** Spec 001 screen 21: the generic dialog is 1200 px wide unless asked otherwise. */
export const DEFAULT_DIALOG_WIDTH = 1200;

/**
 * The dialogs renderers open for a value (a chooser's selection, a picked organisation or user), stacked:
 * a chooser opened from a form in a dialog shows above it and closes back to it. Not closed by the
 * backdrop (a half-made selection is not thrown away by a stray click).
 */
export function DialogStack({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<readonly OpenDialog[]>([]);
  const next = useRef(0);
  const opener = useMemo<DialogOpener>(
    () => ({
      open: <T,>(request: DialogRequest) =>
        new Promise<T | undefined>((resolve) => {
          const id = ++next.current;
          const finish = (result: unknown) => {
            setOpen((list) => list.filter((d) => d.id !== id));
            resolve(result as T | undefined);
          };
          setOpen((list) => [...list, { id, request, finish }]);
        }),
    }),
    [],
  );
  return (
    <DialogStackContext.Provider value={opener}>
      {children}
      {open.map((dialog) => (
        <StackedDialog key={dialog.id} dialog={dialog} />
      ))}
    </DialogStackContext.Provider>
  );
}

function StackedDialog({ dialog }: { dialog: OpenDialog }) {
  const { request, finish } = dialog;
  // Once only: a second close (a double click on 确定) must not resolve again or close a dialog above.
  const done = useRef(false);
  const close = useCallback(
    (result?: unknown) => {
      if (done.current) return;
      done.current = true;
      finish(result);
    },
    [finish],
  );
  const host = useMemo(() => ({ close }), [close]);
  return (
    <Modal
      open
      className="hkwl-dialog"
      title={request.title}
      width={request.width ?? DEFAULT_DIALOG_WIDTH}
      style={request.top === undefined ? undefined : { top: request.top }}
      maskClosable={false}
      footer={null}
      destroyOnHidden
      onCancel={() => close(undefined)}
    >
      <DialogHostProvider value={host}>
        <RenderSchema schema={request.schema} path={request.path ?? `/dialog/${request.schema.type}`} />
      </DialogHostProvider>
    </Modal>
  );
}

/** Opens renderers in dialogs for a value; available under every EnvProvider. */
export function useDialogs(): DialogOpener {
  const opener = useContext(DialogStackContext);
  if (!opener) throw new Error('useDialogs: no EnvProvider above this renderer');
  return opener;
}
