export { createRendererRegistry, type RendererDefinition, type RendererProps, type RendererRegistry } from './renderer-registry';
export { RenderSchema } from './render-schema';
