import CopyOutlined from '@ant-design/icons-svg/es/asn/CopyOutlined';
import { LightIcon, LightLinkButton, type RendererEnv } from '../../../registry';
import { copyWithNotice } from './label-functions';

/** The copy icon after a value (column `copy: true`). */
export function CopyButton({ text, env }: { text: string; env: RendererEnv }) {
  return (
    // Light markup: one per copyable cell, mounted with every row.
    <LightLinkButton
      variant="text"
      aria-label={env.t('listlabels.copy')}
      title={env.t('listlabels.copy')}
      icon={<LightIcon icon={CopyOutlined} />}
      style={{ marginLeft: 4, height: 'auto', padding: '0 2px' }}
      onClick={(event) => {
        event.stopPropagation(); // a click on the icon must not select the row or the card
        void copyWithNotice(env, text);
      }}
    />
  );
}
