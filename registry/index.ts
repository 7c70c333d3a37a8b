export { ApiCodeError, failureText, type ConfirmOptions, type EnvUser, type HttpMethod, type RendererEnv, type RequestOptions } from './env';
export { EnvProvider, useEnv } from './env-context';
export { LANGUAGES, pickLabel, type Language } from './language';
export { RenderChildren, RenderSchema } from './render-schema';
export {
  createRendererRegistry,
  schemaTypes,
  type AnyRenderer,
  type CompiledValidator,
  type RendererDefinition,
  type RendererProps,
  type RendererRegistry,
} from './renderer-registry';
export { DialogHostProvider, useDialogHost, type DialogHost } from './dialog-host';
export { PLATFORM_THEME } from './theme';
export { LightAntdProvider, LightCheck, LightIcon, LightLinkButton, LightSpace, LightTag } from './light-antd';
