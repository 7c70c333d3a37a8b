export const zh = {
  app: { title: 'HKWL 供应链管理平台', language: '语言', signOut: '退出登录', position: '岗位', home: '首页' },
  login: {
    title: '账号登录',
    subtitle: '供应链与贸易管理',
    mobile: '手机号',
    password: '密码',
    submit: '登录',
    required: '请输入必填项',
    mobileInvalid: '请输入正确的手机号',
    choosePosition: '选择岗位',
    choosePositionHint: '您有多个岗位，请选择本次登录使用的岗位。',
    continue: '进入系统',
    verificationFailed: '登录校验失败，请重新登录',
  },
  message: {
    title: '消息中心',
    workflow: '待审批',
    inhand: '在办',
    notice: '通知',
    alarm: '预警',
    flow_back: '退回',
  },
  errors: {
    noAccess: '当前页面您暂无法访问，请确认地址是否正确或是否有相应权限，如有疑问请联系系统管理员！',
    tampered: '非法访问，系统检测到您访问的地址已被篡改！',
    back: '返回首页',
    disabled: '该功能暂未开放',
    network: '网络连接出现错误，请检查网络',
    system: '系统异常，请联系管理员',
    loggedOut: '你已被登出，可以取消继续留在该页面，或者重新登录',
    relogin: '重新登录',
    cancel: '取消',
    loadFailed: '数据加载失败',
    brokenConfig: '页面配置有误',
    external: '外部页面',
  },
  list: {
    noData: '暂无数据',
    total: '共 {{total}} 条',
    pageSize: '{{size}}条/页',
    refresh: '刷新',
  },
  approvals: { title: '审批列表' },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof zh>;
