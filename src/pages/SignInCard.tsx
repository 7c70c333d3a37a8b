import type { ReactNode } from 'react';
import { LanguageSwitch } from '../shell/LanguageSwitch';

/**
 * The frame of the signed-out pages (sign-in, find password, single sign-on): a titled card with the language
 * switch on the blue page. Plain markup styled like antd's Card: the sign-in page's JavaScript budget
 * (tests/e2e/foundations.test.ts) has no room for Card's component and styles.
 */
export function SignInCard({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  return (
    <div className="hkwl-login">
      <section className="hkwl-signin-card" data-testid={testId}>
        <header className="hkwl-signin-card-head">
          <h1>{title}</h1>
          <LanguageSwitch />
        </header>
        <div className="hkwl-signin-card-body">{children}</div>
      </section>
    </div>
  );
}
