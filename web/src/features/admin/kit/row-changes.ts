import { messageOf } from './format';
import type { ResourcePageState } from './resource-page';

type Saving<B> = { kind: 'create'; body: B } | { kind: 'update'; id: number; body: B };

/** The form's submit: creates a row, or updates the one being edited, then toasts which was done. */
export const saveWith =
  <B>(page: Pick<ResourcePageState<unknown, { id: number }>, 'editing' | 'save'>, send: (a: Saving<B>) => Promise<unknown>, done: { created: string; updated: string }) =>
  (body: B) => {
    const id = page.editing?.item?.id;
    page.save(send(id ? { kind: 'update', id, body } : { kind: 'create', body }), id ? done.updated : done.created);
  };

/** A row menu's Activate and Deactivate, run at once; a refusal shows in the page's banner. */
export const toggleHandlers = <T extends { id: number }>(page: ResourcePageState<T>, send: (a: { kind: 'activate' | 'deactivate'; id: number }) => Promise<unknown>, failed: string) => {
  const run = (kind: 'activate' | 'deactivate') => (row: T) => page.run(send({ kind, id: row.id }), { failed: (e) => messageOf(e, failed) });
  return { activate: run('activate'), deactivate: run('deactivate') };
};
