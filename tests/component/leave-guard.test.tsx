import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createLeaveGuard, type LeaveGuard } from '../../src/shell/leave-guard';

const QUESTION = '数据尚未保存，确定离开吗？';

/** A form that marks itself dirty on input and lifts the guard when it goes, as the form page does. */
function Form({ guard }: { guard: LeaveGuard }) {
  useEffect(() => () => guard.set(null), [guard]);
  return <input aria-label="合同名称" onChange={() => guard.set(QUESTION)} />;
}

/** The questions asked, each waiting for the test's answer. */
function asker() {
  const asked: { text: string; answer(agreed: boolean): void }[] = [];
  const ask = (text: string) => new Promise<boolean>((resolve) => asked.push({ text, answer: resolve }));
  return { asked, guard: createLeaveGuard(ask) };
}

function renderApp(guard: LeaveGuard) {
  window.history.replaceState(null, '', '/list');
  return render(
    <BrowserRouter>
      <Routes>
        <Route path="/list" element={<Link to="/form">新增合同</Link>} />
        <Route path="/form" element={<Form guard={guard} />} />
      </Routes>
    </BrowserRouter>,
  );
}

/** Opens the form from the list and types into it. */
async function openDirtyForm(): Promise<void> {
  fireEvent.click(await screen.findByText('新增合同'));
  fireEvent.change(await screen.findByLabelText('合同名称'), { target: { value: '钢材采购' } });
}

describe('the browser’s Back with a dirty form (spec 001 §4, issue 20)', () => {
  it('asks first; refused, the form stays with its input and the address stays the form’s', async () => {
    const { asked, guard } = asker();
    renderApp(guard);
    await openDirtyForm();
    act(() => window.history.back());
    await waitFor(() => expect(asked.map((a) => a.text)).toEqual([QUESTION]));
    await act(async () => asked[0].answer(false));
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    expect((screen.getByLabelText('合同名称') as HTMLInputElement).value).toBe('钢材采购');
    expect(screen.queryByText('新增合同')).toBeNull();
  });

  it('agreed, the page goes back to the list, and a second Back does not ask again', async () => {
    const { asked, guard } = asker();
    renderApp(guard);
    await openDirtyForm();
    act(() => window.history.back());
    await waitFor(() => expect(asked).toHaveLength(1));
    await act(async () => asked[0].answer(true));
    await screen.findByText('新增合同');
    expect(window.location.pathname).toBe('/list');
    // Forward to the form (clean now) and Back again: nothing to ask.
    act(() => window.history.forward());
    await screen.findByLabelText('合同名称');
    act(() => window.history.back());
    await screen.findByText('新增合同');
    expect(asked).toHaveLength(1);
  });

  it('a form without input leaves at once', async () => {
    const { asked, guard } = asker();
    renderApp(guard);
    fireEvent.click(await screen.findByText('新增合同'));
    await screen.findByLabelText('合同名称');
    act(() => window.history.back());
    await screen.findByText('新增合同');
    expect(asked).toHaveLength(0);
  });

  it('reload and tab close are held by the browser’s own question while the form is dirty, and only then', async () => {
    const { guard } = asker();
    renderApp(guard);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    fireEvent.click(await screen.findByText('新增合同'));
    await screen.findByLabelText('合同名称');
    expect(unload()).toBe(false);
    fireEvent.change(screen.getByLabelText('合同名称'), { target: { value: '钢材采购' } });
    expect(unload()).toBe(true);
    guard.set(null);
    expect(unload()).toBe(false);
  });
});
