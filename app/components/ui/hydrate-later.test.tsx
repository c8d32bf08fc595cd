import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrateLater } from './hydrate-later';

function Field({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </p>
  );
}

const idsOf = (html: string) => [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);

describe('HydrateLater', () => {
  it("numbers the ids within a part apart, so that the ids after it do not depend on it (the browser renders the part later than the server)", () => {
    const withFields = renderToString(
      <div>
        <HydrateLater as="section">
          <Field label="Township" />
          <Field label="Price" />
        </HydrateLater>
        <Field label="Bedrooms" />
      </div>,
    );
    const withoutFields = renderToString(
      <div>
        <HydrateLater as="section">
          <p>Filters</p>
        </HydrateLater>
        <Field label="Bedrooms" />
      </div>,
    );
    const [township, price, bedrooms] = idsOf(withFields);
    expect(new Set([township, price, bedrooms]).size).toBe(3);
    expect(idsOf(withoutFields)).toEqual([bedrooms]);
  });

  it('renders its children in the element it is given, or as they are', () => {
    expect(renderToString(<HydrateLater as="li" className="card">Condo</HydrateLater>)).toBe('<li class="card">Condo</li>');
    expect(renderToString(<HydrateLater><footer>Links</footer></HydrateLater>)).toBe('<footer>Links</footer>');
  });
});
