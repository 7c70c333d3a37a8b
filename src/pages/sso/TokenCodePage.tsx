import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { failureText, useEnv } from '../../../registry';
import { redeemTokenCode, safeRedirect } from './api';
import { PositionChooser, useFinishSignIn } from './finish';
import { SsoBusy, SsoCard, SsoProblem } from './SsoCard';

/**
 * /account/tokencode?token=... (spec 000 §2.1): a trusted system sent the user here with a one-time token
 * code (POST /api/access/sso/tokencode/issue). The page redeems it once (the token leaves the address and
 * history first) and goes where the issuer said.
 */
export function TokenCodePage() {
  const env = useEnv();
  const [params] = useSearchParams();
  const [problem, setProblem] = useState<string | null>(null);
  const [target, setTarget] = useState('/message');
  const { choices, finish } = useFinishSignIn();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token) {
      setProblem(env.t('sso.errors.noToken'));
      return;
    }
    redeemTokenCode(env.request, token)
      .then((answer) => {
        const next = safeRedirect(answer.redirect);
        setTarget(next);
        return finish(answer, next);
      })
      .catch((e: unknown) => setProblem(failureText(env.t, e, 'sso.errors.unknown')));
  }, [params, env, finish]);

  return (
    <SsoCard title={env.t('sso.tokenTitle')} testId="sso-tokencode">
      {problem ? <SsoProblem text={problem} /> : choices ? <PositionChooser positions={choices} target={target} /> : <SsoBusy text={env.t('sso.finishing')} />}
    </SsoCard>
  );
}
