// A search box that must not be sent empty is checked by the browser itself (`required`), so it
// works before the scripts load; but the browser's bubble speaks the browser's language ('Please
// fill out this field.' on a Burmese page). Once hydrated, these handlers make the bubble say the
// page's own message, and clear it as soon as the reader types.
import type { FormEvent } from 'react';

export const sayWhenInvalid = (message: string) => (event: FormEvent<HTMLInputElement>) => event.currentTarget.setCustomValidity(message);

export const clearValidity = (event: FormEvent<HTMLInputElement>) => event.currentTarget.setCustomValidity('');
