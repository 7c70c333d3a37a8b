import { App as AntApp, ConfigProvider } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { EnvProvider, LightAntdProvider, PLATFORM_THEME, STILL_PLATFORM_THEME, type Language, type RendererEnv, type RendererRegistry } from '../../registry';
import { clearRendererCaches } from '../../renderers';
import { useReducedMotion } from '../shell/use-reduced-motion';
import constants from '../../schemas/constants.json';
import type { PageSchema } from '../../rules/page-schema';
import { createI18n, listSectionsLoaded, loadListSections } from '../i18n';
import { readCookie, writeCookie } from '../session/cookies';
import { clearServerState, createRequestClient } from '../services/request/client';
import { createSessionActions, type SessionActions } from '../session/session';
import { envUser } from '../session/env-user';
import { bootOpening, forgetOpenings } from '../pages/boot-opening';
import { AppRoutes } from './AppRoutes';
import { ANTD_LOCALES, applyLanguage } from './locale';
import { ReloginDialog } from './ReloginDialog';
import { useErrorReporter } from './use-error-reporter';
import { createConfirm, createRequestUi } from './request-ui';
import { routeParams } from '../router/route-query';
import { routeAddress } from './route-address';
import { canFromPerms } from './permissions';
import { closeOwnWindow } from './close-window';
import { featureOn } from '../session/front-flags';
import { createLeaveGuard } from '../shell/leave-guard';
import { ShellContext, type Shell } from '../shell/shell-context';
import type { BootCalls } from './boot-calls';
import { callSecurity } from './call-security';
import { createPageMemories } from '../services/page-memory';

const ERROR_TOAST_SECONDS = constants.errorToastMs / 1000;
/** The renderers' notices (list pages, forms): 3000 ms; the shell's own: the platform default of 2000 ms (spec 001 §9). */
const LIST_TOAST_SECONDS = constants.listToastMs / 1000;
const TOAST_SECONDS = constants.toastMs / 1000;

/** Wires the real env (request, notify, confirm, t, can) from antd's App context and the session. */
function Wiring({ registry, language, setLanguage, boot }: { registry: RendererRegistry; language: Language; setLanguage(l: Language): void; boot: BootCalls }) {
  const { message, modal } = AntApp.useApp();
  // react-router gives a new navigate function on every address change; the request client and the env
  // must outlive navigation (a new env re-ran every renderer's effects and emptied the GET cache), so they
  // call the latest one through this ref.
  const routerNavigate = useNavigate();
  const navigateRef = useRef(routerNavigate);
  useEffect(() => {
    navigateRef.current = routerNavigate;
  }, [routerNavigate]);
  const navigate = useCallback((to: string) => void navigateRef.current(to), []);
  const i18n = useMemo(() => {
    const instance = createI18n(language);
    // A cold start at a list page needs the list pages' texts before the page can render: asked now, not once it mounts.
    if (bootOpening(window.location.pathname)) void loadListSections(instance).catch(() => undefined);
    return instance;
  }, [language]);
  const [store] = useState(() => boot.store);
  const storeSnapshot = useSnapshot(store);
  const [pages] = useState(() => new Map<string, PageSchema>());
  // The 4000 dialog: open while a request waits for the user to sign in again.
  const [relogin, setRelogin] = useState<{ resolve(ok: boolean): void } | null>(null);
  // The request layer is made before the session actions that use it; its dialogs reach them through this.
  const actionsRef = useRef<SessionActions | null>(null);
  const pendingRelogin = useRef<Promise<boolean> | null>(null);

  const bootLanguage = language === boot.language;
  // In another language the cold start's answers are not taken, nor any kept from before (a write, a position
  // switch meanwhile clears only the other language's client): switching back starts from an empty store.
  useEffect(() => {
    if (!bootLanguage) clearServerState(boot.serverState);
  }, [bootLanguage, boot]);
  const request = useMemo(
    () =>
      createRequestClient({
        ...callSecurity(store, () => language),
        // The cold start's calls (src/app/boot-calls.ts), asked in this language, are taken from here.
        serverState: bootLanguage ? boot.serverState : undefined,
        ui: createRequestUi({
          t: (key, params) => i18n.t(key, params ?? {}),
          modal,
          message,
          navigate: (to) => navigate(to),
          signedIn: () => store.status !== 'anonymous',
          signOutAndReload: () => {
            actionsRef.current?.clear();
            window.location.assign('/login');
          },
          // Calls that meet 4000 together wait for the same dialog.
          relogin: () =>
            (pendingRelogin.current ??= new Promise<boolean>((resolve) => setRelogin({ resolve })).finally(() => {
              pendingRelogin.current = null;
            })),
        }),
      }),
    [store, i18n, language, message, modal, navigate, boot, bootLanguage],
  );
  // What lives beside a session (compiled pages, cached GETs, lookups) goes with it and with a position switch.
  const actions = useMemo(
    () =>
      createSessionActions(store, request, () => {
        pages.clear();
        request.clearCache();
        clearRendererCaches();
        forgetOpenings();
      }),
    [store, request, pages],
  );
  useEffect(() => {
    actionsRef.current = actions;
  }, [actions]);

  const confirm = useMemo(() => createConfirm(modal, message, (key) => i18n.t(key)), [modal, message, i18n]);
  const leaveGuard = useMemo(() => createLeaveGuard((content) => confirm({ content, quiet: true })), [confirm]);
  const [pageMemories] = useState(() => createPageMemories(() => `${store.user?.id ?? ''}/${store.positions.find((p) => p.is_current === 1)?.position_org_id ?? ''}`));
  // Queries travel sealed for this user (spec 000 §2.3) unless the flag is off or devflag is in the address.
  const [madeAddresses] = useState(() => new Map<string, string>());
  const addressOf = useCallback((to: string) => routeAddress(store, to, madeAddresses), [store, madeAddresses]);
  const env = useMemo<RendererEnv>(
    () => ({
      request,
      upload: request.upload,
      navigate: (to) => {
        const target = addressOf(to);
        void leaveGuard.allow().then((free) => free && navigate(target));
      },
      href: (to) => addressOf(to),
      pageMemory: (name) => pageMemories.page(window.location.pathname, name),
      routeQuery: () => routeParams(window.location.search, window.location.pathname, store.user?.id),
      arrived: request.arrived,
      closeWindow: () => closeOwnWindow(routeParams(window.location.search, window.location.pathname, store.user?.id)),
      feature: (name) => featureOn(store.front, name),
      notify: {
        success: (text) => void message.success(text, LIST_TOAST_SECONDS),
        error: (text) => void message.error(text, ERROR_TOAST_SECONDS),
        warning: (text) => void message.warning(text, LIST_TOAST_SECONDS),
      },
      confirm,
      user: () => envUser(store),
      guardLeave: (text) => leaveGuard.set(text),
      t: (key, params) => i18n.t(key, params ?? {}),
      language,
      can: (action, resource) => canFromPerms(store.perms, action, resource),
      registry,
    }),
    [request, navigate, addressOf, pageMemories, message, confirm, leaveGuard, i18n, language, registry, store],
  );

  useErrorReporter(env, storeSnapshot.status === 'ready');

  const shell = useMemo<Shell>(
    () => ({ store, actions, language, setLanguage, pages, leaveGuard, pageMemories, loadListTexts: () => loadListSections(i18n), listTextsReady: () => listSectionsLoaded(i18n), prefetch: bootLanguage ? (boot.prefetch ?? request.prefetch) : request.prefetch }),
    [store, actions, language, setLanguage, pages, leaveGuard, pageMemories, i18n, request, boot, bootLanguage],
  );
  return (
    <ShellContext.Provider value={shell}>
      <EnvProvider env={env}>
        <AppRoutes />
        {relogin && (
          <ReloginDialog
            actions={actions}
            positionOrgId={store.user?.position_org_id}
            onDone={(ok) => {
              relogin.resolve(ok);
              setRelogin(null);
            }}
          />
        )}
      </EnvProvider>
    </ShellContext.Provider>
  );
}

/** The control size the user chose (the `size` cookie of spec 000 §9), middle by default. */
function componentSize(): 'small' | 'middle' | 'large' {
  const size = readCookie('size');
  return size === 'small' || size === 'large' ? size : 'middle';
}

export function App({ registry, boot }: { registry: RendererRegistry; boot: BootCalls }) {
  const initialLanguage = boot.language;
  const [language, setLanguageState] = useState<Language>(() => {
    applyLanguage(initialLanguage);
    return initialLanguage;
  });
  const setLanguage = useMemo(
    () => (next: Language) => {
      writeCookie('language', next, 365);
      applyLanguage(next);
      setLanguageState(next);
    },
    [],
  );
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} componentSize={componentSize()} theme={reducedMotion ? STILL_PLATFORM_THEME : PLATFORM_THEME}>
      <AntApp message={{ duration: TOAST_SECONDS }}>
        <LightAntdProvider>
          <BrowserRouter>
            <Wiring registry={registry} language={language} setLanguage={setLanguage} boot={boot} />
          </BrowserRouter>
        </LightAntdProvider>
      </AntApp>
    </ConfigProvider>
  );
}
