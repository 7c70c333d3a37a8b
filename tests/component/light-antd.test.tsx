import { fireEvent, render, screen } from '@testing-library/react';
import { EllipsisOutlined } from '@ant-design/icons';
import EllipsisDefinition from '@ant-design/icons-svg/es/asn/EllipsisOutlined';
import { Button, Checkbox, Radio, Space, Tag } from 'antd';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LightCheck, LightIcon, LightLinkButton, LightSpace, LightTag } from '../../registry';
import { createFakeEnv, FakeEnvFrame } from '../../stories/fake-env';

const env = createFakeEnv(() => ({}));
const styleText = () => Array.from(document.head.querySelectorAll('style')).map((style) => style.textContent ?? '').join('\n');

describe('light antd parts (cells mount them by the dozen while rows scroll)', () => {
  it('a light tag has the classes of antd\'s tag, and its styles are in the page although no antd tag is', () => {
    const { container } = render(
      <FakeEnvFrame env={env}>
        <LightTag color="success">已完成</LightTag>
        <LightTag color="blue">蓝</LightTag>
        <LightTag color="#f50">自定义</LightTag>
        <LightTag>默认</LightTag>
      </FakeEnvFrame>,
    );
    const light = Array.from(container.querySelectorAll('span')).map((span) => span.className);
    const reference = render(
      <FakeEnvFrame env={env}>
        <Tag color="success">已完成</Tag>
        <Tag color="blue">蓝</Tag>
        <Tag color="#f50">自定义</Tag>
        <Tag>默认</Tag>
      </FakeEnvFrame>,
    );
    const antd = Array.from(reference.container.querySelectorAll('span')).map((span) => span.className);
    reference.unmount();
    expect(light).toEqual(antd);
    expect(container.querySelectorAll('.ant-tag')).toHaveLength(4);
    expect(screen.getByText('自定义').style.backgroundColor).toBe('rgb(255, 85, 0)');
    // Kept by the provider (outside the document), with no antd tag mounted in it.
    expect(styleText()).toContain('.ant-tag-success');
  });

  it('a light checkbox and radio have antd\'s markup around a native input and report their changes', () => {
    function Both() {
      const [checked, setChecked] = useState(false);
      return (
        <>
          <LightCheck type="checkbox" aria-label="选择此行" checked={checked} onChange={(event) => setChecked(event.target.checked)} />
          <LightCheck type="radio" aria-label="单选" checked={checked} onChange={() => undefined} />
        </>
      );
    }
    const { container } = render(
      <FakeEnvFrame env={env}>
        <Both />
      </FakeEnvFrame>,
    );
    const box = screen.getByRole('checkbox', { name: '选择此行' });
    expect(box.closest('label')!.className).toMatch(/^ant-checkbox-wrapper css-/);
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(box.closest('label')!.className).toContain('ant-checkbox-wrapper-checked');
    expect(box.parentElement!.className).toContain('ant-checkbox-checked');
    expect(screen.getByRole('radio', { name: '单选' }).closest('label')!.className).toContain('ant-radio-wrapper-checked');
    expect(container.querySelectorAll('.ant-checkbox-inner, .ant-radio-inner')).toHaveLength(2);
    expect(styleText()).toContain('.ant-checkbox-checked');
    expect(styleText()).toContain('.ant-radio-wrapper');
  });

  it('outside the provider they are antd\'s own components', () => {
    const { container } = render(
      <>
        <LightTag color="success">a</LightTag>
        <LightCheck type="checkbox" checked onChange={() => undefined} />
      </>,
    );
    const own = render(
      <>
        <Tag color="success">a</Tag>
        <Checkbox checked />
        <Radio />
      </>,
    );
    expect(container.querySelector('.ant-tag')!.className).toBe(own.container.querySelector('.ant-tag')!.className);
    expect(container.querySelector('.ant-checkbox')!.className).toBe(own.container.querySelector('.ant-checkbox')!.className);
  });

  it("light link buttons, their row and an icon have antd's markup, and the buttons click and focus as buttons", () => {
    let clicks = 0;
    const ref = createRef<HTMLButtonElement>();
    const { container } = render(
      <FakeEnvFrame env={env}>
        <LightSpace size={8}>
          <LightLinkButton onClick={() => (clicks += 1)}>编辑</LightLinkButton>
          <LightLinkButton danger disabled onClick={() => (clicks += 1)}>
            删除
          </LightLinkButton>
          {false}
          <LightLinkButton ref={ref} aria-label="更多" icon={<LightIcon icon={EllipsisDefinition} />} onClick={() => undefined} />
        </LightSpace>
      </FakeEnvFrame>,
    );
    const reference = render(
      <FakeEnvFrame env={env}>
        <Space size={8}>
          <Button type="link" size="small" style={{ padding: 0 }}>
            编辑
          </Button>
          <Button type="link" size="small" danger disabled style={{ padding: 0 }}>
            删除
          </Button>
          <Button type="link" size="small" aria-label="更多" icon={<EllipsisOutlined />} style={{ padding: 0 }} />
        </Space>
      </FakeEnvFrame>,
    );
    const shape = (root: Element) => Array.from(root.querySelectorAll('.ant-space, .ant-space-item, button, button > span, .anticon, svg, path')).map((el) => `${el.tagName} ${el.getAttribute('class') ?? ''} ${el.getAttribute('d') ?? el.getAttribute('aria-label') ?? ''}`);
    const antd = shape(reference.container);
    reference.unmount();
    expect(shape(container)).toEqual(antd);
    expect(container.querySelector('svg')!.outerHTML).toContain('data-icon="ellipsis"');
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(clicks).toBe(1);
    expect(ref.current).toBe(screen.getByRole('button', { name: '更多' }));
    expect(styleText()).toContain('.ant-btn-variant-link');
    expect(styleText()).toContain('.ant-space-item');
  });

  it("a light text button (the copy icon after a value) has antd's text button markup and its styles are in the page", () => {
    const { container } = render(
      <FakeEnvFrame env={env}>
        <LightLinkButton variant="text" aria-label="复制" title="复制" icon={<LightIcon icon={EllipsisDefinition} />} style={{ marginLeft: 4 }} onClick={() => undefined} />
      </FakeEnvFrame>,
    );
    const reference = render(
      <FakeEnvFrame env={env}>
        <Button type="text" size="small" aria-label="复制" icon={<EllipsisOutlined />} />
      </FakeEnvFrame>,
    );
    const shape = (root: Element) => Array.from(root.querySelectorAll('button, button > span, .anticon, svg, path')).map((el) => `${el.tagName} ${el.getAttribute('class') ?? ''} ${el.getAttribute('d') ?? el.getAttribute('aria-label') ?? ''}`);
    const antd = shape(reference.container);
    reference.unmount();
    expect(shape(container)).toEqual(antd);
    const button = screen.getByRole('button', { name: '复制' });
    expect(button.getAttribute('title')).toBe('复制');
    expect(button.style.marginLeft).toBe('4px');
    expect(styleText()).toContain('.ant-btn-variant-text');
  });
});
