import type { ReactNode } from 'react';

/** The frame of every page: one h1, consistent width and spacing. */
export function Page({ title, children, narrow = false }: { title: string; children?: ReactNode; narrow?: boolean }) {
  return (
    <div className={`mx-auto w-full px-4 py-6 sm:py-10 ${narrow ? 'max-w-md' : 'max-w-7xl'}`}>
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
