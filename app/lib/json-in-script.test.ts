import { expect, it } from 'vitest';
import { jsonInScript } from './json-in-script';

it('writes JSON that cannot end its script element or be read as HTML, and reads back the same', () => {
  const value = { title: 'Flat </script><script>alert(1)</script> & garden > lake\u2028\u2029' };
  const written = jsonInScript(value);
  expect(written).not.toMatch(/[<>&\u2028\u2029]/);
  expect(JSON.parse(written)).toEqual(value);
});
