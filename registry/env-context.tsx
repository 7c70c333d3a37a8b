import { createContext, useContext, type ReactNode } from 'react';
import type { RendererEnv } from './env';

const EnvContext = createContext<RendererEnv | null>(null);

export function EnvProvider({ env, children }: { env: RendererEnv; children: ReactNode }) {
  return <EnvContext.Provider value={env}>{children}</EnvContext.Provider>;
}

export function useEnv(): RendererEnv {
  const env = useContext(EnvContext);
  if (!env) throw new Error('useEnv: no EnvProvider above this renderer');
  return env;
}
