import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, InputNumber, Select, Space, Switch, Tooltip, Typography } from 'antd';
import { useEnv } from '../../../registry';
import { usePhone } from '../../shell/use-phone';
import { schemaAt, type SchemaLibrary, type SchemaNode } from './schema-assist';

type Path = readonly (string | number)[];
type Json = Record<string, unknown>;

/** `value` with the value at `path` replaced (undefined removes an object's key), copied along the path only. */
export function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path;
  if (typeof key === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[key] = setAt(list[key], rest, next);
    return list;
  }
  const object: Json = value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Json) } : {};
  const child = setAt(object[key], rest, next);
  if (child === undefined) delete object[key];
  else object[key] = child;
  return object;
}

/** A value the schema's type says a new array item or added property starts as. */
function emptyOf(node: SchemaNode | undefined): unknown {
  const type = Array.isArray(node?.type) ? node?.type[0] : node?.type;
  if (node?.properties || type === 'object') return {};
  if (type === 'array') return [];
  return undefined;
}

const typeOf = (node: SchemaNode) => (Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type);

interface FieldProps {
  root: SchemaNode;
  library: SchemaLibrary;
  value: unknown;
  path: Path;
  onChange(path: Path, next: unknown): void;
}

/** One value's control, by what its schema says it is; anything the form cannot draw is edited as JSON text. */
function ValueControl({ root, library, value, path, onChange }: FieldProps) {
  const env = useEnv();
  const node = schemaAt(root, path, library) ?? {};
  const label = String(path[path.length - 1] ?? '');
  const type = typeOf(node);
  if (node.enum) {
    return (
      <Select
        aria-label={label}
        allowClear
        style={{ minWidth: 180 }}
        value={value as string | number | undefined}
        onChange={(next) => onChange(path, next)}
        options={node.enum.map((v) => ({ value: v as string | number, label: String(v) }))}
      />
    );
  }
  if (type === 'boolean') return <Switch aria-label={label} checked={value === true} onChange={(next) => onChange(path, next)} />;
  if (type === 'integer' || type === 'number') {
    return <InputNumber aria-label={label} value={typeof value === 'number' ? value : null} precision={type === 'integer' ? 0 : undefined} onChange={(next) => onChange(path, next ?? undefined)} />;
  }
  if (type === 'string') return <Input aria-label={label} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(path, e.target.value === '' ? undefined : e.target.value)} />;
  if (node.properties) return <ObjectFields root={root} library={library} value={value} path={path} onChange={onChange} />;
  if (type === 'array' && node.items) {
    const items = Array.isArray(value) ? value : [];
    const item = schemaAt(root, [...path, 0], library);
    if (!item?.properties) {
      // A list of scalars: typed in as tags.
      return <Select aria-label={label} mode="tags" style={{ minWidth: 240 }} value={items.map(String)} onChange={(next: string[]) => onChange(path, next.map((v) => (typeOf(item ?? {}) === 'integer' && /^-?\d+$/.test(v) ? Number(v) : v)))} />;
    }
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        {items.map((_, i) => (
          <Card
            key={i}
            size="small"
            title={`#${i + 1}`}
            extra={<Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={env.t('studio.formRemove')} onClick={() => onChange(path, items.filter((__, j) => j !== i))} />}
          >
            <ObjectFields root={root} library={library} value={items[i]} path={[...path, i]} onChange={onChange} />
          </Card>
        ))}
        <Button size="small" icon={<PlusOutlined />} onClick={() => onChange(path, [...items, emptyOf(item)])}>
          {env.t('studio.formAdd')}
        </Button>
      </Space>
    );
  }
  // anyOf, free objects and the like: their JSON, committed when it parses.
  return (
    <Input.TextArea
      aria-label={label}
      autoSize={{ minRows: 1, maxRows: 8 }}
      defaultValue={value === undefined ? '' : JSON.stringify(value)}
      onBlur={(e) => {
        try {
          onChange(path, e.target.value.trim() === '' ? undefined : (JSON.parse(e.target.value) as unknown));
        } catch {
          env.notify.warning(env.t('studio.formNotJson', { name: label }));
        }
      }}
    />
  );
}

/** An object's properties, each a labelled control; required ones marked, the schema's description as help. */
function ObjectFields({ root, library, value, path, onChange }: FieldProps) {
  const node = schemaAt(root, path, library) ?? {};
  const required = new Set(node.required ?? []);
  const object = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
  // A phone puts each name above its control (beside it, nested objects ran off the screen); the control's column
  // never grows past what is left (minmax 0), so a long JSON value wraps instead of widening the page.
  const phone = usePhone();
  return (
    <div style={{ display: 'grid', gridTemplateColumns: phone ? 'minmax(0, 1fr)' : 'minmax(120px, 180px) minmax(0, 1fr)', gap: phone ? '2px 0' : '8px 12px', alignItems: 'start' }}>
      {Object.entries(node.properties ?? {}).map(([name, child]) => (
        <div key={name} style={{ display: 'contents' }}>
          <Tooltip title={child.description}>
            <Typography.Text style={{ paddingTop: 4 }}>
              {required.has(name) && <span style={{ color: '#ff4d4f' }}>* </span>}
              <code>{name}</code>
            </Typography.Text>
          </Tooltip>
          <div data-testid={`studio-form-${[...path, name].join('.')}`}>
            <ValueControl root={root} library={library} value={object[name]} path={[...path, name]} onChange={onChange} />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The definition as a form generated from its JSON Schema (issue 23): the same value the JSON editor holds, each
 * change written back to it (so the server checks it as it checks typed JSON). Enums are selects, flags switches,
 * numbers number inputs, lists of objects cards to add and remove; what the form cannot draw is edited as JSON.
 */
export function SchemaForm({ schema, library, value, onChange }: { schema: SchemaNode; library: SchemaLibrary; value: unknown; onChange(next: unknown): void }) {
  return (
    <div data-testid="studio-form">
      <ObjectFields root={schema} library={library} value={value} path={[]} onChange={(path, next) => onChange(setAt(value, path, next))} />
    </div>
  );
}
