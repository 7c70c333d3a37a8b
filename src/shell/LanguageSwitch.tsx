import { Segmented } from 'antd';
import { useShell } from './shell-context';
import type { Language } from '../i18n';

export function LanguageSwitch() {
  const { language, setLanguage } = useShell();
  return (
    <Segmented<Language>
      data-testid="language-switch"
      size="small"
      value={language}
      options={[
        { value: 'zh', label: '中文' },
        { value: 'en', label: 'EN' },
      ]}
      onChange={setLanguage}
    />
  );
}
