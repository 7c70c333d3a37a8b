import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { failureText, pickLabel, useEnv } from '../../../registry';
import type { SsoErrorReason, SsoProvider } from '../../../schemas/generated/sso';
import { authorizeUrl, enabledProviders, safeRedirect } from './api';
import { SsoBusy, SsoCard, SsoProblem } from './SsoCard';

const REASONS = Object.keys({ disabled: 1, unavailable: 1, denied: 1, failed: 1, expired: 1, account: 1, position: 1 } satisfies Record<SsoErrorReason, 1>);

/** The bilingual text of an `error` the server sent the browser back with. */
export function reasonText(t: (key: string) => string, reason: string): string {
  return t(REASONS.includes(reason) ? `sso.errors.${reason}` : 'sso.errors.unknown');
}

/**
 * /account/<provider> (spec 000 §2.1): starts the provider's sign-in. It checks that the provider is
 * enabled, then hands the browser to the server's authorize call, which redirects to the provider; the
 * provider's answer comes back here with `error=<reason>` when the flow stopped.
 */
export function SsoLandingPage({ provider }: { provider: SsoProvider }) {
  const env = useEnv();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reason = params.get('error');
  const target = safeRedirect(params.get('redirect'));
  const [name, setName] = useState(() => env.t(`sso.providers.${provider}`));
  const [problem, setProblem] = useState<{ text: string; retry: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (reason) {
      setProblem({ text: reasonText(env.t, reason), retry: reason !== 'disabled' });
      return;
    }
    setProblem(null);
    let live = true;
    enabledProviders(env.request).then(
      (list) => {
        if (!live) return;
        const found = list.find((p) => p.provider === provider);
        if (!found) {
          setProblem({ text: env.t('sso.errors.disabled'), retry: false });
          return;
        }
        setName(pickLabel(env.language, found.name, found.name_en));
        window.location.assign(authorizeUrl(provider, target));
      },
      (e: unknown) => live && setProblem({ text: failureText(env.t, e, 'errors.system'), retry: true }),
    );
    return () => {
      live = false;
    };
  }, [reason, provider, target, env, attempt]);

  const retry = () => {
    if (!reason) setAttempt((n) => n + 1);
    else navigate(`/account/${provider}${target === '/message' ? '' : `?redirect=${encodeURIComponent(target)}`}`, { replace: true });
  };
  return (
    <SsoCard title={`${env.t('sso.title')} · ${name}`} testId={`sso-landing-${provider}`}>
      {problem ? <SsoProblem text={problem.text} onRetry={problem.retry ? retry : undefined} /> : <SsoBusy text={env.t('sso.redirecting', { name })} />}
    </SsoCard>
  );
}
