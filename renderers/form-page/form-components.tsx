import type { Field } from '@formily/core';
import { observer, useField } from '@formily/react';
import { FormGrid } from '@formily/antd-v5/esm/form-grid';
import { FormItem } from '@formily/antd-v5/esm/form-item';
import { useFormLayout } from '@formily/antd-v5/esm/form-layout';
import { Button, Card } from 'antd';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { FIELD_TYPES } from '../../fields';
import type { ControlOptions } from '../../fields/types';
import { lentPart, useEnv } from '../../registry';
import type { FieldType } from '../../schemas/generated/field-type';
import { ATTACHMENT_COMPONENT, COLLECT_COMPONENT, LINES_COMPONENT } from '../core/form-files';
import { PICKER_COMPONENTS } from './picker-fields';

/** What a read-only (or empty audit) value shows (spec 001 §3: times show '/' when empty). */
export const EMPTY_VALUE = '/';

/**
 * The form control of one field type as a Formily component: Formily's value, onChange and state go to
 * the type's `Control`; a read-pretty field shows the type's formatted text instead.
 */
function fieldControl(type: FieldType): ComponentType<Record<string, unknown>> {
  const definition = FIELD_TYPES[type];
  const Control = observer(function FieldControl(props: Record<string, unknown>) {
    const env = useEnv();
    const field = useField<Field>();
    const { value, onChange, onBlur, disabled, readOnly, ...options } = props as unknown as {
      value: unknown;
      onChange(value: unknown): void;
      onBlur?(): void;
      disabled?: boolean;
      readOnly?: boolean;
    } & ControlOptions;
    const label = typeof field.title === 'string' ? field.title : String(field.props.name);
    if (field.readPretty || readOnly) {
      const text = definition.format(value, options, env.language);
      return <span data-field={String(field.props.name)}>{text === '' ? EMPTY_VALUE : text}</span>;
    }
    return (
      <definition.Control value={value} onChange={onChange} onBlur={onBlur} disabled={disabled} options={options} label={label} id={`field-${String(field.props.name)}`} />
    );
  });
  return Control as ComponentType<Record<string, unknown>>;
}

/** The id a section panel carries, for the detail page's tabs to scroll to. */
export function sectionAnchor(name: string): string {
  return `form-section-${name}`;
}

/** A titled panel of fields (spec 001 screen 20) that folds with its header toggle. */
function FormSection({ children }: { children?: ReactNode }) {
  const env = useEnv();
  const field = useField();
  const [open, setOpen] = useState(true);
  const name = String(field.props.name);
  const title = typeof field.title === 'string' ? field.title : name;
  return (
    <Card
      id={sectionAnchor(name)}
      data-section={name}
      size="small"
      style={{ marginBottom: 16 }}
      title={title}
      extra={
        <Button type="text" size="small" aria-expanded={open} aria-label={env.t(open ? 'form.collapse' : 'form.expand', { title })} icon={open ? <DownOutlined /> : <RightOutlined />} onClick={() => setOpen(!open)} />
      }
      styles={{ body: open ? undefined : { display: 'none' } }}
    >
      {children}
    </Card>
  );
}

/** The narrowest a field's control may be beside its label before a grid row holds one field fewer. */
const CONTROL_MIN_WIDTH = 160;

/**
 * Formily's grid with a column never narrower than the form's label plus a usable control: its default
 * (100 px a column) put two fields side by side on a phone, each control 35 px beside its 110 px label.
 * A schema's own minWidth wins.
 */
function DocumentGrid(props: ComponentProps<typeof FormGrid>) {
  const { labelWidth } = useFormLayout();
  return <FormGrid minWidth={(labelWidth ?? 0) + CONTROL_MIN_WIDTH} {...props} />;
}

/** The x-components a form schema may name: every field type (by its type name), the lines, the attachments, the picker controls and the layout parts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Formily's component map is untyped by design
export function formComponents(): Record<string, ComponentType<any>> {
  const fields = Object.fromEntries(Object.keys(FIELD_TYPES).map((type) => [type, fieldControl(type as FieldType)]));
  // The lines and the attachments are lent by their own renderers (editable-table, attachment-list, attachment-collect).
  const lent = Object.fromEntries([LINES_COMPONENT, ATTACHMENT_COMPONENT, COLLECT_COMPONENT].map((name) => [name, lentPart(name)]));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { ...fields, ...lent, ...PICKER_COMPONENTS, FormItem, FormGrid: DocumentGrid, FormSection } as Record<string, ComponentType<any>>;
}
