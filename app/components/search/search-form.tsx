// The advanced search's <form>, shared by the home page's filter and the one on /search, which
// differ only in layout: a GET form to /search, so without JavaScript it still searches and every
// filter lands in the URL. With JavaScript the submit goes through the router to searchUrl
// (lib/schemas/search.ts): the canonical query, read as the server reads it, so the same choices
// give the same URL from either form. It never sends a page number: a new search starts at page 1.
import type { ComponentProps } from 'react';
import { useNavigate } from 'react-router';
import { parseAdvancedSearch, searchUrl } from '../../lib/schemas/search';

export function SearchForm({
  preventScrollReset = false,
  ...form
}: Omit<ComponentProps<'form'>, 'method' | 'action' | 'onSubmit'> & {
  /** Keep the scroll position: for a page that brings its results into view itself (routes/search.tsx). */
  preventScrollReset?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <form
      {...form}
      method="get"
      action="/search"
      onSubmit={(event) => {
        event.preventDefault();
        const params = new URLSearchParams();
        for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === 'string') params.append(key, value);
        void navigate(searchUrl(parseAdvancedSearch(params)), { preventScrollReset });
      }}
    />
  );
}
