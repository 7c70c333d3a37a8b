import type { Section } from './section';

/** The shell's keyboard shortcuts (issue 43): keys `shortcuts.<key>`. */
export const shortcuts: Section = {
  zh: {
    help: '键盘快捷键',
    helpButton: '键盘快捷键（?）',
    keys: '按键',
    does: '功能',
    then: '再按',
    hint: '已按 {{typed}}，请在 {{seconds}} 秒内按：',
    timeout: '快捷键 {{typed}} 已超时，请重新输入',
    wrongKey: '没有快捷键 {{typed}} {{key}}，请重新输入',
    escape: '退出全屏',
    actions: {
      jump: '按名称跳转到页面',
      home: '回到首页',
      messages: '打开消息中心',
      approvals: '打开待审批',
      help: '显示本帮助',
    },
    jump: {
      title: '跳转到页面',
      placeholder: '输入页面名称或地址',
      empty: '没有名称含“{{text}}”的页面',
      keys: '↑ ↓ 选择，回车打开，Esc 关闭',
      disabled: '未开放',
    },
  },
  en: {
    help: 'Keyboard shortcuts',
    helpButton: 'Keyboard shortcuts (?)',
    keys: 'Keys',
    does: 'Does',
    then: 'then',
    hint: 'Typed {{typed}}; within {{seconds}} s press:',
    timeout: 'Shortcut {{typed}} timed out; type it again',
    wrongKey: 'There is no shortcut {{typed}} {{key}}; type it again',
    escape: 'Leave full screen',
    actions: {
      jump: 'Jump to a page by its name',
      home: 'Go to the home page',
      messages: 'Open the message centre',
      approvals: 'Open the approvals to do',
      help: 'Show this help',
    },
    jump: {
      title: 'Jump to a page',
      placeholder: 'Type a page’s name or address',
      empty: 'No page’s name contains “{{text}}”',
      keys: '↑ ↓ to choose, Enter to open, Esc to close',
      disabled: 'Not open yet',
    },
  },
};
