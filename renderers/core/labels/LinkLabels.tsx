import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { LabelArgs } from './label-column';
import { fillPlaceholders, safeUrl } from '../../../rules';
import { InAppLink } from '../../../registry';
import { appPath, filterable, filterBy, LABEL_FUNCTIONS, ROW_URL, runLabelSteps, stepsUsable } from './label-functions';

function LinkButton({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0, height: 'auto' }}
      onClick={(event) => {
        event.stopPropagation(); // the click is the label's, not the row's
        onClick();
      }}
    >
      {children}
    </Button>
  );
}

/** newpage: a link to labelConfig.url (or the value itself) in a new tab; an unsafe address stays text. */
export function NewPageLabel({ args, text }: { args: LabelArgs; text: string }) {
  const template = args.column.labelConfig?.url;
  const href = safeUrl(template ? fillPlaceholders(template, args.row, ROW_URL) : args.value);
  if (!href) return <>{text}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={(event) => event.stopPropagation()}>
      {text}
    </a>
  );
}

/** currentpage: a link to labelConfig.url with the row's values, opened in this tab by a plain click. */
export function CurrentPageLabel({ args, text }: { args: LabelArgs; text: string }) {
  const path = appPath(args);
  if (!path) return <>{text}</>;
  return (
    <InAppLink env={args.env} to={path}>
      {text}
    </InAppLink>
  );
}

/** search: clicking the value filters the list by it. */
export function SearchLabel({ args, text }: { args: LabelArgs; text: string }) {
  if (!filterable(args)) return <>{text}</>;
  return <LinkButton onClick={() => filterBy(args)}>{text}</LinkButton>;
}

/**
 * function: runs the configured steps over the cell's row (where labelConfig.when holds), else the named
 * handler; an unknown name (or one that cannot run here) leaves plain text.
 */
export function FunctionLabel({ args, text }: { args: LabelArgs; text: string }) {
  const steps = args.column.labelConfig?.steps;
  if (steps) {
    if (!stepsUsable(args)) return <>{text}</>;
    return <LinkButton onClick={() => void runLabelSteps(args, steps, text)}>{text}</LinkButton>;
  }
  const name = args.column.labelConfig?.function;
  // openDetail opens an address: a link like currentpage's.
  if (name === 'openDetail') return <CurrentPageLabel args={args} text={text} />;
  const handler = name && Object.hasOwn(LABEL_FUNCTIONS, name) ? LABEL_FUNCTIONS[name] : undefined;
  if (!handler?.usable(args)) return <>{text}</>;
  return <LinkButton onClick={() => void handler.run(args, text)}>{text}</LinkButton>;
}
