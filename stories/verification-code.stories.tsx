import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ApiCodeError, RenderSchema, type Language } from '../registry';
import type { VerificationCodeSchema } from '../schemas/generated/verification-code';
import { createFakeEnv, FakeEnvFrame, type FakeEnv } from './fake-env';

/** The server's answer to a code request: sent (60 s before another), or too soon. */
export function codeHandler(tooSoon = false) {
  return (url: string) => {
    if (!url.endsWith('/account/verifyCode')) throw new ApiCodeError(4404, `no fake for ${url}`);
    if (tooSoon) throw new ApiCodeError(4408, '请在42秒后重新获取');
    return { resend_in: 60 };
  };
}

interface Args {
  schema: VerificationCodeSchema;
  language: Language;
  tooSoon?: boolean;
  env?: FakeEnv;
}

function Frame({ schema, language, tooSoon, env }: Args) {
  const [fake] = useState(() => env ?? createFakeEnv(codeHandler(tooSoon), language));
  return (
    <FakeEnvFrame env={fake}>
      <div style={{ width: 420 }}>
        <RenderSchema schema={schema} />
      </div>
    </FakeEnvFrame>
  );
}

const meta: Meta<Args> = {
  title: 'Renderers/verification-code',
  args: { schema: { type: 'verification-code', scene: 'changepasswd', target: '13800000000' }, language: 'zh' },
  render: (args) => <Frame {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

/** A code to the signed-in user's mobile: 获取验证码, then 60 s before another. */
export const ToMobile: Story = {};
/** The mobile is typed first; a wrong one is refused before anything is sent. */
export const TypedMobile: Story = { args: { schema: { type: 'verification-code', scene: 'findpasswd' } } };
/** By e-mail. */
export const ToEmail: Story = { args: { schema: { type: 'verification-code', scene: 'changepasswd', driver: 'email' } } };
/** The server says a code went out less than 60 s ago. */
export const TooSoon: Story = { args: { tooSoon: true } };
export const English: Story = { args: { language: 'en' } };
