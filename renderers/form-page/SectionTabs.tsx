import { Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { sectionAnchor } from './form-components';

/** Spec 001 screen 20: the tabs stay at the top once the page has scrolled this far. */
export const FIX_AFTER_PX = 65;
/** Sections a phone never shows (spec 001 screen 20). */
export const MOBILE_HIDDEN_SECTIONS: readonly string[] = ['relationInfo', 'controlRecord'];

export interface SectionTab {
  name: string;
  title: string;
}

/** The section whose panel is at (or last above) the top of the viewport below the tabs. */
function currentSection(sections: readonly SectionTab[]): string | undefined {
  let current = sections[0]?.name;
  for (const section of sections) {
    const panel = document.getElementById(sectionAnchor(section.name));
    if (panel && panel.getBoundingClientRect().top <= FIX_AFTER_PX + 60) current = section.name;
  }
  return current;
}

/**
 * The tabbed scrolling detail page's tabs (spec 001 screen 20): a click scrolls to its panel, scrolling
 * highlights the panel's tab, and after 65 px of scroll the tabs stay fixed at the top.
 */
export function SectionTabs({ sections }: { sections: readonly SectionTab[] }) {
  const [active, setActive] = useState<string | undefined>(sections[0]?.name);
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const onScroll = () => {
      setFixed(window.scrollY > FIX_AFTER_PX);
      setActive(currentSection(sections));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [sections]);
  if (sections.length < 2) return null;
  return (
    <div
      data-testid="section-tabs"
      data-fixed={fixed ? 'true' : 'false'}
      style={{ position: fixed ? 'sticky' : 'relative', top: 0, zIndex: 10, background: '#fff', marginBottom: 8 }}
    >
      <Tabs
        activeKey={active}
        items={sections.map((s) => ({ key: s.name, label: s.title }))}
        onChange={(key) => {
          setActive(key);
          document.getElementById(sectionAnchor(key))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }}
      />
    </div>
  );
}
