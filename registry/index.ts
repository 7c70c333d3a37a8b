export { ApiCodeError, failureText, type ConfirmOptions, type EnvUser, type HttpMethod, type PageMemory, type RendererEnv, type RequestOptions, type RouteMeta, type UploadOptions } from './env';
export { useEnv } from './env-context';
export { EnvProvider } from './env-provider';
export { LANGUAGES, pickLabel, type Language } from './language';
export { RenderChildren, RenderSchema } from './render-schema';
export {
  createRendererRegistry,
  schemaTypes,
  type AnyPart,
  type AnyRenderer,
  type CompiledValidator,
  type PartLoader,
  type RendererDefinition,
  type RendererProps,
  type RendererRegistry,
} from './renderer-registry';
export { DialogHostProvider, useDialogHost, type DialogHost } from './dialog-host';
export { DEFAULT_DIALOG_WIDTH, useDialogs, type DialogOpener, type DialogRequest } from './dialog-stack';
export { PLATFORM_THEME, STILL_PLATFORM_THEME } from './theme';
export { LightAntdProvider, LightCheck, LightIcon, LightLinkButton, LightSpace, LightTag, useLightAntdHash } from './light-antd';
export { InAppLink, opensElsewhere } from './in-app-link';
export { lentPart } from './lent-part';
