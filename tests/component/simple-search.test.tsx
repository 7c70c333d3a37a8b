import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenderSchema } from '../../registry';
import { createFakeEnv, FakeEnvFrame } from '../../stories/fake-env';
import * as stories from '../../stories/simple-search.stories';
import { ProbeList, probedWhere } from '../../stories/list-probe';
import { contractSearchFields } from '../../stories/search-fields';

const { Contracts, English } = composeStories(stories);

async function bar() {
  return within(await screen.findByTestId('simple-search', {}, { timeout: 10_000 }));
}

async function chooseField(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '搜索字段' }));
  const option = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${label}"]`);
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

describe('simple-search stories', () => {
  it('Contracts: the first field, its control and a search button; Enter searches and keeps other conditions', async () => {
    render(<Contracts />);
    const view = await bar();
    expect(view.getByTitle('合同编号')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('合同编号'), { target: { value: 'XS01' } });
    fireEvent.keyDown(screen.getByLabelText('合同编号'), { key: 'Enter' });
    await waitFor(() => expect(probedWhere()).toEqual({ status: ['in', [1]], contract_no: ['like', 'XS01'] }));
  });

  it('changing the field clears the value and shows that field type’s control; the button searches', async () => {
    render(<Contracts />);
    const view = await bar();
    fireEvent.change(screen.getByLabelText('合同编号'), { target: { value: 'XS01' } });
    await chooseField('合同金额');
    expect(screen.queryByRole('textbox', { name: '合同编号' })).toBeNull();
    expect((screen.getByLabelText('合同金额 最小值') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('合同金额 最小值'), { target: { value: '2000' } });
    fireEvent.click(view.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(probedWhere()).toEqual({ status: ['in', [1]], amount: ['>=', 2000] }));
  });

  it('searching an empty value removes that field’s condition', async () => {
    render(<Contracts />);
    await bar();
    fireEvent.change(screen.getByLabelText('合同编号'), { target: { value: 'XS01' } });
    fireEvent.keyDown(screen.getByLabelText('合同编号'), { key: 'Enter' });
    await waitFor(() => expect(probedWhere()).toHaveProperty('contract_no'));
    fireEvent.change(screen.getByLabelText('合同编号'), { target: { value: '' } });
    fireEvent.keyDown(screen.getByLabelText('合同编号'), { key: 'Enter' });
    await waitFor(() => expect(probedWhere()).toEqual({ status: ['in', [1]] }));
  });

  it('ByAmount: min above max blocks the search', async () => {
    // ByAmount's page, with an env of the test's own: a blocked search says why (a warning) instead of searching.
    const env = createFakeEnv(() => null);
    render(
      <FakeEnvFrame env={env}>
        <ProbeList where={{ status: ['in', [1]] }}>
          <RenderSchema schema={{ type: 'simple-search', fields: contractSearchFields, defaultField: 'amount' }} />
        </ProbeList>
      </FakeEnvFrame>,
    );
    const view = await bar();
    fireEvent.change(screen.getByLabelText('合同金额 最小值'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('合同金额 最大值'), { target: { value: '100' } });
    expect(await view.findByText('最小值大于最大值')).toBeTruthy();
    expect(view.getByRole('button', { name: /搜\s*索/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(screen.getByLabelText('合同金额 最大值'), { key: 'Enter' });
    // The warning is what the Enter did in place of the search: nothing reached where.
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'warning', text: '查询条件有误：合同金额' }]));
    expect(probedWhere()).toEqual({ status: ['in', [1]] });
  });

  it('English: field names and the button in English', async () => {
    render(<English />);
    const view = await bar();
    expect(view.getByTitle('Contract no.')).toBeTruthy();
    expect(view.getByRole('button', { name: /Search/ })).toBeTruthy();
  });
});
