import { createContext, useContext } from 'react';
import type { RendererEnv } from './env';

export const EnvContext = createContext<RendererEnv | null>(null);

export function useEnv(): RendererEnv {
  const env = useContext(EnvContext);
  if (!env) throw new Error('useEnv: no EnvProvider above this renderer');
  return env;
}
