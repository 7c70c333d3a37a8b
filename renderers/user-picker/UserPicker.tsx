import { SearchOutlined } from '@ant-design/icons';
import { Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { failureText, useDialogHost, useEnv, type RendererEnv, type RendererProps } from '../../registry';
import type { UserOption } from '../../schemas/generated/user-option';
import type { UserPickerSchema } from '../../schemas/generated/user-picker';
import { ChosenTags, PickerFooter, useDebounced } from '../core/picker-shared';
import { DEFAULT_USER_PAGE_SIZE, pickedUser, resolveUsers, searchUsers, updateFrequent, USER_SEARCH_DEBOUNCE_MS, type PickedUser } from '../core/picker-shared/user-api';

const TABLE_HEIGHT = 360;

/** The users' columns: name (常用 beside a frequent one), mobile, organisation. */
function userColumns(env: RendererEnv): ColumnsType<UserOption> {
  return [
    {
      key: 'user_name',
      dataIndex: 'user_name',
      title: env.t('pickers.user.name'),
      render: (name: string, user) => (
        <>
          {name}
          {user.is_frequent === 1 && (
            <Tag color="blue" style={{ marginInlineStart: 6 }}>
              {env.t('pickers.user.frequent')}
            </Tag>
          )}
        </>
      ),
    },
    { key: 'user_mobile', dataIndex: 'user_mobile', title: env.t('pickers.user.mobile') },
    { key: 'org_name', dataIndex: 'org_name', title: env.t('pickers.user.org'), ellipsis: true },
  ];
}

/** A page of the company's users matching `keyword`, loading while asked; a failure said, and none shown. */
function useUsers(env: RendererEnv, keyword: string, selectParent: boolean, page: number, pageSize: number) {
  const [users, setUsers] = useState<{ data: UserOption[]; total: number; loading: boolean }>({ data: [], total: 0, loading: true });
  useEffect(() => {
    let live = true;
    setUsers((u) => ({ ...u, loading: true }));
    searchUsers(env, { keyword, selectParent, page, limit: pageSize }).then(
      (answer) => {
        if (live) setUsers({ data: answer.data, total: answer.total, loading: false });
      },
      (error: unknown) => {
        if (!live) return;
        setUsers({ data: [], total: 0, loading: false });
        env.notify.error(failureText(env.t, error, 'pickers.user.loadFailed'));
      },
    );
    return () => {
      live = false;
    };
  }, [env, keyword, selectParent, page, pageSize]);
  return users;
}

/**
 * The user picker's body (spec 001 screen 18): the caller's company's users (frequent ones first), searched by
 * name or mobile, single or multiple; 确定 counts the newly chosen users as frequent and closes with the choice.
 */
export default function UserPicker({ schema }: RendererProps<UserPickerSchema>) {
  const env = useEnv();
  const host = useDialogHost();
  const multiple = schema.multiple ?? false;
  const selectParent = schema.selectParent ?? false;
  const before = useMemo(() => new Set(schema.selected ?? []), [schema.selected]);
  const [search, setSearch] = useState('');
  const text = search.trim();
  const settled = useDebounced(text, USER_SEARCH_DEBOUNCE_MS);
  const keyword = text === '' ? '' : settled;
  // The page belongs to the search it was turned for: a new search starts from its first page.
  const [paging, setPaging] = useState({ keyword: '', page: 1 });
  const page = paging.keyword === keyword ? paging.page : 1;
  const [pageSize, setPageSize] = useState(schema.pageSize ?? DEFAULT_USER_PAGE_SIZE);
  const users = useUsers(env, keyword, selectParent, page, pageSize);
  const [chosen, setChosen] = useState<readonly PickedUser[]>([]);

  const selectedText = [...before].join(',');
  useEffect(() => {
    if (selectedText === '') return undefined;
    let live = true;
    resolveUsers(env, selectedText.split(',').map(Number)).then(
      (found) => {
        if (live) setChosen((current) => [...found.map(pickedUser).filter((u) => !current.some((c) => c.id === u.id)), ...current]);
      },
      (error: unknown) => {
        if (live) env.notify.error(failureText(env.t, error, 'pickers.user.loadFailed'));
      },
    );
    return () => {
      live = false;
    };
  }, [env, selectedText]);

  const toggle = useCallback(
    (user: UserOption, on?: boolean) => {
      setChosen((current) => {
        const has = current.some((c) => c.id === user.id);
        const want = on ?? !has;
        if (!multiple) return want ? [pickedUser(user)] : [];
        if (want === has) return current;
        return want ? [...current, pickedUser(user)] : current.filter((c) => c.id !== user.id);
      });
    },
    [multiple],
  );

  const columns = useMemo(() => userColumns(env), [env]);

  const ok = () => {
    if (chosen.length === 0) {
      env.notify.warning(env.t('pickers.needOne'));
      return;
    }
    // Only a new choice counts (spec 001 §7): one kept from before is not chosen again. A refusal does not
    // undo the choice: frequent users are a convenience.
    for (const user of chosen) if (!before.has(user.id)) void updateFrequent(env, user.id).catch(() => undefined);
    host?.close(multiple ? chosen : chosen[0]);
  };

  return (
    <div data-testid="user-picker" data-mode={multiple ? 'multiple' : 'single'}>
      <Input
        prefix={<SearchOutlined />}
        aria-label={env.t('pickers.user.search')}
        placeholder={env.t('pickers.user.search')}
        allowClear
        maxLength={50}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      <section aria-label={env.t('pickers.user.list')}>
        <Table<UserOption>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={users.data}
          loading={users.loading}
          scroll={{ y: TABLE_HEIGHT }}
          rowSelection={{
            type: multiple ? 'checkbox' : 'radio',
            selectedRowKeys: chosen.map((c) => c.id),
            preserveSelectedRowKeys: true,
            onSelect: (user, selected) => toggle(user, selected),
            onSelectAll: (selected, _rows, changed) => changed.forEach((user) => toggle(user, selected)),
          }}
          onRow={(user) => ({
            style: { cursor: 'pointer' },
            onClick: (event) => {
              // The selection cell handles its own clicks.
              if ((event.target as HTMLElement).closest('.ant-table-selection-column')) return;
              toggle(user);
            },
          })}
          pagination={{
            current: page,
            pageSize,
            total: users.total,
            size: 'small',
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50],
            showTotal: (count) => env.t('pickers.user.total', { total: count }),
            onChange: (next, size) => {
              setPaging({ keyword, page: size === pageSize ? next : 1 });
              setPageSize(size);
            },
          }}
          locale={{ emptyText: env.t('pickers.user.empty') }}
        />
      </section>
      <ChosenTags items={chosen.map((u) => ({ key: u.id, label: u.user_name, title: u.org_name }))} onRemove={(id) => setChosen((current) => current.filter((c) => c.id !== id))} />
      <PickerFooter onCancel={() => host?.close()} onOk={ok} />
    </div>
  );
}
