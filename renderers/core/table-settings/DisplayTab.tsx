import { Form, Radio, Select } from 'antd';
import { useEnv } from '../../../registry';
import type { ButtonInlinePosition, ContentPageSize } from '../../../schemas/generated/custom-setting';

/** The page sizes a user may choose (spec 001 §9; custom-setting.schema.json ContentPageSize). */
export const PAGE_SIZES: readonly ContentPageSize[] = [15, 20, 30, 50];

export interface DisplayTabProps {
  buttonPosition: ButtonInlinePosition;
  pageSize: ContentPageSize;
  onButtonPosition(position: ButtonInlinePosition): void;
  onPageSize(size: ContentPageSize): void;
}

/** Tab 页面展示设置: where the row actions go, and how many rows a page shows. */
export function DisplayTab({ buttonPosition, pageSize, onButtonPosition, onPageSize }: DisplayTabProps) {
  const env = useEnv();
  return (
    <Form layout="vertical" data-testid="settings-display">
      <Form.Item label={env.t('listsettings.display.buttonPosition')} htmlFor="settings-button-position">
        <Radio.Group
          id="settings-button-position"
          value={buttonPosition}
          onChange={(e) => onButtonPosition(e.target.value as ButtonInlinePosition)}
          options={[
            { value: 'right', label: env.t('listsettings.display.right') },
            { value: 'top', label: env.t('listsettings.display.top') },
          ]}
        />
      </Form.Item>
      <Form.Item label={env.t('listsettings.display.pageSize')} htmlFor="settings-page-size">
        <Select
          id="settings-page-size"
          value={pageSize}
          onChange={(size) => onPageSize(size)}
          style={{ width: 200 }}
          options={PAGE_SIZES.map((size) => ({ value: size, label: env.t('listsettings.display.perPage', { size }) }))}
        />
      </Form.Item>
    </Form>
  );
}
