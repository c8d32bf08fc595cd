import type { InputHTMLAttributes } from 'react';

export function CheckboxField({ label, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string; name: string }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-surface px-3 text-sm text-fg has-[:checked]:border-brand">
      <input type="checkbox" className="size-5 accent-[var(--brand)]" {...input} />
      {label}
    </label>
  );
}
