/**
 * Search contexts (spec section 2): the dropdown footer reads "See all results
 * within {label}" on pages under `path`, and "outside {label}" for the rest.
 */
export const searchContexts = [
  { label: 'API', path: 'docs/API' },
  { label: 'Rules', path: 'docs/rules' },
  { label: 'Quests', path: 'docs/quests' },
  { label: 'UGC', path: 'docs/ugc' },
  { label: 'Learn', path: 'docs/learn' },
] as const;
