import type { TaskItem } from '../../../schemas/generated/workflow';

export interface TaskGroup {
  /** The group_tab value; '' is the group 其他. */
  key: string;
  tasks: TaskItem[];
}

/**
 * Tasks grouped by `group_tab` in order of first appearance (the server's order, newest update first, is
 * kept inside each group); the empty group, 其他, always comes last.
 */
export function groupTasks(tasks: readonly TaskItem[]): TaskGroup[] {
  const groups = new Map<string, TaskItem[]>();
  for (const task of tasks) {
    const key = task.group_tab.trim();
    const list = groups.get(key);
    if (list) list.push(task);
    else groups.set(key, [task]);
  }
  const named = [...groups].filter(([key]) => key !== '').map(([key, list]) => ({ key, tasks: list }));
  const other = groups.get('');
  return other ? [...named, { key: '', tasks: other }] : named;
}
