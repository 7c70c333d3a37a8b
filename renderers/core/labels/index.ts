import { createElement, type ReactNode } from 'react';
import { ComponentLabel } from './ComponentLabel';
import { CopyButton } from './CopyButton';
import type { LabelArgs } from './label-column';
import { CurrentPageLabel, FunctionLabel, NewPageLabel, SearchLabel } from './LinkLabels';
import { ArrayLabel, HtmlLabel, ImageLabel } from './MediaLabels';
import { fieldType } from '../../../fields';
import { valueText } from './value-text';

export type { LabelArgs, LabelColumn } from './label-column';
export { LABEL_FUNCTIONS, type LabelFunction } from './label-functions';
export { sanitizeHtml } from './sanitize-html';
export { MULTI_SEPARATOR } from '../../../fields';

/** The label of a cell by its column's labelType, or undefined for a column without one. */
function labelOf(args: LabelArgs, text: string): ReactNode | undefined {
  switch (args.column.labelType) {
    case 'html':
      return createElement(HtmlLabel, { value: args.value });
    case 'array':
      return createElement(ArrayLabel, { args });
    case 'image':
      return createElement(ImageLabel, { args });
    case 'newpage':
      return createElement(NewPageLabel, { args, text });
    case 'currentpage':
      return createElement(CurrentPageLabel, { args, text });
    case 'search':
      return createElement(SearchLabel, { args, text });
    case 'function':
      return createElement(FunctionLabel, { args, text });
    case 'component':
      return args.column.labelConfig?.component && args.env.registry.has(args.column.labelConfig.component)
        ? createElement(ComponentLabel, { args, text })
        : text;
    default:
      return undefined;
  }
}

/**
 * A cell (or card field) shown by its column's label type (spec 001 §3 labelType), with a copy icon when
 * the column says `copy`. undefined means "no label here": render the field type's Cell as usual.
 */
export function renderLabel(args: LabelArgs): ReactNode | undefined {
  const { column, value, env } = args;
  const text = valueText(column, value, env.language);
  const label = labelOf(args, text);
  if (!column.copy) return label;
  const content = label ?? createElement(fieldType(column.valueType).Cell, { value, options: column, language: env.language });
  if (text === '') return content;
  return createElement('span', { className: 'cell-label-copy' }, content, createElement(CopyButton, { text, env }));
}
