// One renderer draws another's part by name through the registry (RendererDefinition.parts, lentPart): the part
// renders with its props once its chunk arrives; a name no renderer lends says so in place, the page going on.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRendererRegistry, lentPart } from '../../registry';
import { createFakeEnv, FakeEnvFrame } from '../../stories/fake-env';

function Greeting({ name }: { name: string }) {
  return <p data-testid="greeting">你好，{name}</p>;
}

describe('lent parts', () => {
  it('renders the part the registry lends, with the props it is given', async () => {
    const registry = createRendererRegistry();
    registry.register({ type: 'greeter', component: () => null, parts: { Greeting: async () => ({ default: Greeting }) } });
    const Lent = lentPart<{ name: string }>('Greeting');
    render(
      <FakeEnvFrame env={createFakeEnv(async () => ({}), 'zh', registry)}>
        <Lent name="张三" />
      </FakeEnvFrame>,
    );
    expect((await screen.findByTestId('greeting')).textContent).toBe('你好，张三');
  });

  it('a part no renderer lends shows an error naming it', async () => {
    const Lent = lentPart<{ name: string }>('Nobody');
    render(
      <FakeEnvFrame env={createFakeEnv(async () => ({}), 'en', createRendererRegistry())}>
        <Lent name="x" />
        <p>the rest of the page</p>
      </FakeEnvFrame>,
    );
    const error = await screen.findByTestId('node-error');
    expect(error.textContent).toContain('Unknown renderer type');
    expect(error.textContent).toContain('Nobody');
    expect(screen.getByText('the rest of the page')).toBeTruthy();
  });
});
