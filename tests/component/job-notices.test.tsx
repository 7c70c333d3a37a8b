import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { useJobNotices } from '../../src/shell/job-notices';
import { EnvProvider } from '../../registry';
import type { Job } from '../../schemas/generated/job';
import { createFakeEnv } from '../../stories/fake-env';

function job(extra: Partial<Job>): Job {
  return { id: 1, kind: 'export', status: 'running', title: '销售合同-20261127', progress: 0, total: 0, error: null, download_url: null, created_at: '2026-11-27 10:00:00', updated_at: '2026-11-27 10:00:00', ...extra } as Job;
}

/** Renders the hook and hands back its notice function. */
function notices(language: 'zh' | 'en' = 'zh'): (job: Job) => void {
  let notify: ((job: Job) => void) | undefined;
  function Probe() {
    notify = useJobNotices();
    return null;
  }
  render(
    <EnvProvider env={createFakeEnv(() => undefined, language)}>
      <App>
        <Probe />
      </App>
    </EnvProvider>,
  );
  return (j) => act(() => notify?.(j));
}

// A running job's notice is its text and its progress bar's percent.
describe('job notices (the realtime job event)', () => {
  it('an export counts rows; a PDF compression counts pages', async () => {
    const show = notices();
    show(job({ id: 1, progress: 300, total: 1000 }));
    expect((await screen.findByTestId('job-1')).textContent).toBe('进行中 300/100030%');
    show(job({ id: 2, kind: 'pdf-compress', title: '扫描合同.pdf', progress: 2, total: 3 }));
    expect((await screen.findByTestId('job-2')).textContent).toBe('压缩中 第 2/3 页66%');
    show(job({ id: 2, kind: 'pdf-compress', title: '扫描合同.pdf', status: 'done', progress: 3, total: 3 }));
    await screen.findByText('处理完成，共 3 页');
  });

  it('an import says how many rows it wrote; its check shows none (its dialog shows it)', async () => {
    const show = notices();
    show(job({ id: 4, kind: 'import-check', status: 'done', progress: 3, total: 3, summary: { total: 3, valid: 2, invalid: 1 } }));
    show(job({ id: 5, kind: 'import', status: 'done', progress: 2, total: 2, summary: { total: 3, imported: 2, invalid: 1 } }));
    expect((await screen.findByTestId('job-5')).textContent).toBe('已导入 2 条');
    expect(screen.queryByTestId('job-4')).toBeNull();
  });

  it('in English', async () => {
    const show = notices('en');
    show(job({ id: 3, kind: 'pdf-compress', progress: 1, total: 4 }));
    expect((await screen.findByTestId('job-3')).textContent).toBe('Compressing page 1 of 425%');
  });
});
