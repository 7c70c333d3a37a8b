import type { ReactNode } from 'react';
import { DialogStack } from './dialog-stack';
import type { RendererEnv } from './env';
import { EnvContext } from './env-context';

/** The env for the renderers below, and the stack their dialogs open in (useDialogs). */
export function EnvProvider({ env, children }: { env: RendererEnv; children: ReactNode }) {
  return (
    <EnvContext.Provider value={env}>
      <DialogStack>{children}</DialogStack>
    </EnvContext.Provider>
  );
}
