// How well the post reader (app/domain/listing-posts) reads the test corpus
// (tests/fixtures/listing-posts), field by field, and how long a post takes: no database, a
// second or two. Part of `npm run bench`; alone: `npx tsx bench/listing-posts.ts`.
import { pathToFileURL } from 'node:url';
import { ACCURACY_TARGETS, DEFAULT_ACCURACY_TARGET, postAccuracy, type FieldAccuracy } from '../app/domain/listing-posts/post-accuracy.server';
import { readListingPost } from '../app/domain/listing-posts/read-listing-post.server';
import { LISTING_POSTS } from '../tests/fixtures/listing-posts';

export interface ListingPostsBench {
  posts: number;
  fields: (FieldAccuracy & { accuracy: number; target: number })[];
  /** Median time to read one post of the corpus, and one 5,000-character post of them all run together. */
  medianPostMs: number;
  longPostMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

function timed(read: () => unknown): number {
  const started = performance.now();
  read();
  return performance.now() - started;
}

export function benchListingPosts(): ListingPostsBench {
  const { fields } = postAccuracy(LISTING_POSTS);
  const long = LISTING_POSTS.map((post) => post.text)
    .join('\n')
    .slice(0, 5_000);
  return {
    posts: LISTING_POSTS.length,
    fields: fields.map((f) => ({ ...f, accuracy: round(f.right / f.stated, 3), target: ACCURACY_TARGETS[f.field] ?? DEFAULT_ACCURACY_TARGET })),
    medianPostMs: round(median(LISTING_POSTS.map((post) => timed(() => readListingPost(post.text)))), 2),
    longPostMs: round(median([1, 2, 3, 4, 5].map(() => timed(() => readListingPost(long)))), 1),
  };
}

export function printListingPostsBench(bench: ListingPostsBench) {
  console.log(`\nPost reader on ${bench.posts} posts (tests/fixtures/listing-posts): accuracy per field, posts that state it, guesses where none is stated`);
  console.table(
    bench.fields.map((f) => ({
      field: f.field,
      accuracy: `${(f.accuracy * 100).toFixed(1)} %`,
      target: `>= ${f.target * 100} %`,
      right: `${f.right} / ${f.stated}`,
      guessed: f.guessed,
      met: f.accuracy >= f.target && f.guessed === 0 ? 'yes' : 'MISSED',
    })),
  );
  console.log(`Median post read in ${bench.medianPostMs} ms; a 5,000-character post in ${bench.longPostMs} ms.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printListingPostsBench(benchListingPosts());
