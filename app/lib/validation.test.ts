import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formToObject, NUL_REFUSED, validate, withoutNul } from './validation';

const schema = z.object({ name: z.string(), tags: z.array(z.string()).optional() });

describe('validate', () => {
  it('passes valid input through the schema', () => {
    expect(validate(schema, { name: 'Bahan condo' })).toEqual({ ok: true, data: { name: 'Bahan condo' } });
  });

  it('refuses a NUL anywhere in the input, naming the top-level field that holds it', () => {
    expect(validate(schema, { name: 'a\u0000b' })).toEqual({ ok: false, errors: { name: NUL_REFUSED }, message: NUL_REFUSED });
    expect(validate(schema, { name: 'ok', tags: ['fine', 'bad\u0000'] })).toMatchObject({ ok: false, errors: { tags: NUL_REFUSED } });
    expect(validate(z.string(), '\u0000')).toMatchObject({ ok: false, errors: { form: NUL_REFUSED } });
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 50_000; i++) deep = { inner: deep };
    expect(validate(schema, { name: 'ok', tags: deep })).toMatchObject({ ok: false, errors: { tags: NUL_REFUSED } });
  });

  it('reports the first schema issue as the message', () => {
    expect(validate(schema, { name: 7 })).toEqual({ ok: false, errors: { name: expect.any(String) }, message: expect.any(String) });
  });
});

describe('withoutNul and formToObject', () => {
  it('drops NUL characters and leaves other text as it is', () => {
    expect(withoutNul('ရန်\u0000ကုန်')).toBe('ရန်ကုန်');
    expect(withoutNul('plain')).toBe('plain');
  });

  it('turns repeated form keys into arrays and ignores files', () => {
    const form = new FormData();
    form.append('a', '1');
    form.append('a', '2');
    form.append('b', 'x');
    form.append('file', new Blob(['data']), 'f.txt');
    expect(formToObject(form)).toEqual({ a: ['1', '2'], b: 'x' });
  });
});
