import type { ReactNode } from 'react';

export function Alert({ tone = 'danger', children }: { tone?: 'danger' | 'success'; children: ReactNode }) {
  const colours = tone === 'danger' ? 'bg-danger-soft text-danger' : 'bg-success-soft text-success';
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={`rounded-lg px-4 py-3 text-sm ${colours}`}>
      {children}
    </div>
  );
}
