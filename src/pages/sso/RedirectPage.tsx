import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useEnv } from '../../../registry';
import { useShell } from '../../shell/shell-context';
import { safeRedirect } from './api';
import { PositionChooser, useFinishSignIn } from './finish';
import { SsoBusy, SsoCard, SsoProblem } from './SsoCard';

/**
 * /account/redirect (spec 000 §2.1): where a provider's sign-in lands. The server has set the session
 * cookie and put the client token in the fragment (`#token=...&choose=0|1`); this page keeps the token,
 * wipes the fragment from the address and history, loads the session and goes to `redirect`. Without a
 * token, an existing session is loaded; without either, the sign-in page.
 */
export function RedirectPage() {
  const env = useEnv();
  const { store, actions } = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const { choices, finish } = useFinishSignIn();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragment = new URLSearchParams(location.hash.slice(1));
    const token = fragment.get('token');
    if (location.hash) window.history.replaceState(window.history.state, '', `${location.pathname}${location.search}`);
    const run = token
      ? finish({ token, need_choose_position: fragment.get('choose') === '1' ? 1 : 0 }, target)
      : store.token
        ? actions.load().then(() => navigate(target, { replace: true }))
        : Promise.resolve(navigate(`/login?redirect=${encodeURIComponent(target)}`, { replace: true }));
    // load() is not messageHide: the request layer has said what the server answered; this says what it means.
    run.catch(() => {
      actions.clear();
      setProblem(env.t('login.verificationFailed'));
    });
  }, [location, target, store, actions, navigate, finish, env]);

  return (
    <SsoCard title={env.t('sso.title')} testId="sso-redirect">
      {problem ? <SsoProblem text={problem} /> : choices ? <PositionChooser positions={choices} target={target} /> : <SsoBusy text={env.t('sso.finishing')} />}
    </SsoCard>
  );
}
