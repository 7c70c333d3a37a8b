import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteLoading } from '../../src/layout/RouteLoading';
import { ROUTE_LOADING_MS } from '../../src/shell/delays';

function Page() {
  const navigate = useNavigate();
  return (
    <div data-testid="page">
      <button onClick={() => navigate('/contract/purchase')}>page</button>
      <button onClick={() => navigate('/contract/purchase?activeTab=1')}>query</button>
    </div>
  );
}

const mask = () => screen.queryByTestId('route-loading');

describe('the loading flag after a route change (spec 000 §2.3)', () => {
  afterEach(() => vi.useRealTimers());

  it('masks the page for ROUTE_LOADING_MS after each change of page, not of query, and leaves the page as it is', () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter initialEntries={['/contract/sales']}>
        <RouteLoading>
          <Page />
        </RouteLoading>
      </MemoryRouter>,
    );
    const page = screen.getByTestId('page');
    expect(mask()).not.toBeNull();
    // Beside the page, not around it: nothing about the page changes when the flag goes.
    expect(mask()!.contains(page)).toBe(false);
    act(() => vi.advanceTimersByTime(ROUTE_LOADING_MS - 1));
    expect(mask()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(mask()).toBeNull();

    fireEvent.click(screen.getByText('page'));
    expect(mask()).not.toBeNull();
    act(() => vi.advanceTimersByTime(ROUTE_LOADING_MS));
    expect(mask()).toBeNull();

    fireEvent.click(screen.getByText('query'));
    expect(mask()).toBeNull();
    expect(screen.getByTestId('page')).toBe(page);
  });
});
