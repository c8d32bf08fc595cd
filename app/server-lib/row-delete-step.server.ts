// The server half of lib/row-delete.ts: the formAction() step of a row's delete button. The
// domain call decides who may delete what (the session's user is passed to it); a refusal
// answers { ok: false, status, message } in place.
import { data } from 'react-router';
import { formStep } from './form-action.server';
import type { RowDeleteAnswer } from '../lib/row-delete';

export const rowDeleteStep = (remove: (id: string) => Promise<unknown>) =>
  formStep<Record<string, unknown>>({
    run: async (fields) => {
      await remove(typeof fields.id === 'string' ? fields.id : '');
      return data<RowDeleteAnswer>({ ok: true });
    },
    answer: ({ message }, status): RowDeleteAnswer => ({ ok: false, status, message }),
  });
