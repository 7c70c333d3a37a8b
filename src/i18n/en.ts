import type { Messages } from './zh';

export const en: Messages = {
  app: { title: 'HKWL Platform', language: 'Language', signOut: 'Sign out', position: 'Position', home: 'Home' },
  login: {
    title: 'Sign in',
    subtitle: 'Supply-chain and trade management',
    mobile: 'Mobile number',
    password: 'Password',
    submit: 'Sign in',
    required: 'This field is required',
    mobileInvalid: 'Enter a valid mainland mobile number',
    choosePosition: 'Choose a position',
    choosePositionHint: 'You hold several positions; pick the one to work in.',
    continue: 'Continue',
    verificationFailed: 'Verification failed, please login again',
  },
  message: {
    title: 'Message centre',
    workflow: 'To approve',
    inhand: 'In hand',
    notice: 'Notices',
    alarm: 'Alerts',
    flow_back: 'Returned',
  },
  errors: {
    noAccess:
      'You cannot access this page. Check that the address is right and that you have permission; contact the system administrator if in doubt.',
    tampered: 'Illegal access: the address you visited has been tampered with.',
    back: 'Back to home',
    disabled: 'This function is not available yet.',
    network: 'Network connection error, please check the network',
    system: 'System error, please contact the administrator',
    loggedOut: 'You have been signed out. You can cancel to stay on this page, or sign in again.',
    relogin: 'Sign in again',
    cancel: 'Cancel',
    loadFailed: 'Failed to load data',
    brokenConfig: 'This page is misconfigured',
    external: 'Embedded page',
  },
  list: {
    noData: 'No data',
    total: 'Total {{total}} items',
    pageSize: '{{size}} / page',
    refresh: 'Refresh',
  },
  approvals: { title: 'Approval list' },
};
