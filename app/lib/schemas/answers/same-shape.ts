// The answers' Zod schemas describe the view types of lib/views for the /api document. The
// types stay plain interfaces (pages import them, and Zod must not reach the browser), so each
// schema is held to its type here instead: a field added to, dropped from or retyped in either
// one fails the type check, and the document cannot drift from what the code sends.

/** Both sides with every level spelled out, so an interface and an equal object type compare equal. */
type Spelled<T> = T extends (infer U)[] ? Spelled<U>[] : T extends object ? { [K in keyof T]: Spelled<T[K]> } : T;

/** True only when A and B are the same type (optional and nullable fields included). */
export type Same<A, B> = (<T>() => T extends Spelled<A> ? 1 : 2) extends <T>() => T extends Spelled<B> ? 1 : 2 ? true : false;

/** Compiles only when its argument is `true`: `sameShape<Same<z.output<typeof schema>, View>>()`. */
export function sameShape<_T extends true>(): void {}
