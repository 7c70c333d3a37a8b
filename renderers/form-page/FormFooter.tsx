import { Button, Dropdown, Space } from 'antd';
import { useEnv } from '../../registry';
import { useMobile } from '../core/use-mobile';
import { DECISION_BAR_HEIGHT } from './ApprovalPanel';
import type { SubmitKind } from './submit-flow';

interface FooterProps {
  editable: boolean;
  approvalMode: boolean;
  /** 查看/隐藏审批信息 is offered: a template exists, and the page is no approval page (which always shows it). */
  approvalToggle: boolean;
  showApproval: boolean;
  /** A stored document may be exported. */
  canExport: boolean;
  onSubmit(kind: SubmitKind): void;
  onToggleApproval(): void;
  onExport(): void;
  onBack(): void;
  /**
   * Held at the bottom of the screen while the page scrolls (the default). Off on a phone that shows the fixed
   * decision bar (ApprovalPanel): the footer then ends the page, with room left for the bar below it.
   */
  sticky?: boolean;
}

/**
 * The form's fixed footer (spec 001 screen 14, 21): 暂存, 保存 (提交 outside approval mode), 保存并提交 while
 * editable; 查看/隐藏审批信息 when a template exists, off an approval page; 导出 for a stored document; 返回 always.
 */
export function FormFooter(props: FooterProps) {
  const env = useEnv();
  const { editable, approvalMode, approvalToggle, showApproval, canExport, sticky = true } = props;
  const mobile = useMobile();
  const approvalText = env.t(showApproval ? 'form.hideApproval' : 'form.showApproval');
  // A phone's bar keeps the writes and 返回 on one line; 查看审批信息 and 导出 wait behind 更多 (five buttons wrapped).
  const secondary = [
    ...(approvalToggle ? [{ key: 'approval', label: approvalText, run: props.onToggleApproval }] : []),
    ...(canExport ? [{ key: 'export', label: env.t('form.export'), run: props.onExport }] : []),
  ];
  const folded = mobile && editable && secondary.length > 0;
  return (
    <div
      data-testid="form-footer"
      className="hkwl-form-footer"
      role="toolbar"
      aria-label={env.t('form.actions')}
      style={{
        ...(sticky ? { position: 'sticky', bottom: 0, zIndex: 10 } : { marginBottom: DECISION_BAR_HEIGHT + 8 }),
        background: '#fff',
        padding: '12px 0',
        marginTop: 16,
        borderTop: '1px solid #f0f0f0',
      }}
    >
      <Space wrap size={mobile ? 6 : 8}>
        {editable && <Button onClick={() => props.onSubmit('stash')}>{env.t('form.stash')}</Button>}
        {editable && (
          <Button type={approvalMode ? 'default' : 'primary'} onClick={() => props.onSubmit('save')}>
            {env.t(approvalMode ? 'form.save' : 'form.submit')}
          </Button>
        )}
        {editable && approvalMode && (
          <Button type="primary" onClick={() => props.onSubmit('submit')}>
            {env.t('form.saveAndSubmit')}
          </Button>
        )}
        {folded ? (
          <Dropdown trigger={['click']} menu={{ items: secondary.map(({ key, label }) => ({ key, label })), onClick: ({ key }) => secondary.find((item) => item.key === key)?.run() }}>
            <Button data-testid="form-footer-more">{env.t('form.moreDecisions')}</Button>
          </Dropdown>
        ) : (
          <>
            {approvalToggle && (
              <Button aria-pressed={showApproval} onClick={props.onToggleApproval}>
                {approvalText}
              </Button>
            )}
            {canExport && <Button onClick={props.onExport}>{env.t('form.export')}</Button>}
          </>
        )}
        <Button onClick={props.onBack}>{env.t('form.back')}</Button>
      </Space>
    </div>
  );
}
