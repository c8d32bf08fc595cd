// Demo enquiries for the first demo agency (agent1@demo.yangonhomes.local): a few in each status
// of its inbox, one person writing twice (same phone, two addresses), enough in the last 90 days
// for its profile and Listed By card to show its reply time and rate, and taps on its contact
// buttons over the last week.
import { createHash } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { getDb } from '../registry.server';
import { contactIntents, enquiries, listings, users } from '../schema';
import type { ContactChannel } from '../../lib/enquiry-constants';
import { DAY_MS, HOUR_MS } from '../../lib/durations';

const PEOPLE = [
  { name: 'Ko Aung Min', email: 'aungmin@example.com', phone: '09 420 111 222' },
  { name: 'Ma Hnin Wai', email: 'hninwai@example.com', phone: '09 789 333 444' },
  { name: 'David Lee', email: 'david.lee@example.com', phone: null },
  { name: 'Daw Khin May', email: 'khinmay@example.com', phone: '09 250 555 666' },
  { name: 'Ko Aung Min', email: 'aung.min.work@example.com', phone: '+95 9 420 111 222' },
] as const;

const MESSAGES = [
  'Is it still available? I would like to see it this weekend.',
  'ဒီအိမ်ကို ဒီတနင်္ဂနွေ လာကြည့်လို့ ရမလား။',
  'Could you tell me if the price includes the maintenance fee?',
  'Is parking included, and is there a generator for power cuts?',
  'Can we sign a one-year lease instead of two?',
  'Is the owner open to a lower price for a long stay?',
  'Are pets allowed? We have a small dog.',
  'What time can I call you tomorrow?',
] as const;

/** [person, message, days ago, status, hours to the first reply]. */
const PLAN: [number, number, number, 'new' | 'replied' | 'closed', number | null][] = [
  [0, 0, 0.2, 'new', null],
  [1, 1, 0.6, 'new', null],
  [4, 7, 1.5, 'new', null],
  [2, 2, 3, 'replied', 2],
  [3, 3, 6, 'replied', 5],
  [0, 4, 10, 'replied', 1],
  [2, 5, 20, 'closed', 3],
  [3, 6, 40, 'replied', 26],
];

const CHANNELS: ContactChannel[] = ['call', 'viber', 'whatsapp', 'sms', 'call', 'messenger', 'call'];

export async function seedDemoEnquiries({ now = Date.now() }: { now?: number } = {}): Promise<void> {
  const db = getDb();
  const [lister] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, 'agent1@demo.yangonhomes.local'));
  if (!lister) return;
  const own = await db.select({ id: listings.id, name: listings.name }).from(listings).where(eq(listings.userRef, lister.id)).orderBy(desc(listings.createdAt)).limit(4);
  if (!own.length) return;
  await db.insert(enquiries).values(
    PLAN.map(([person, message, daysAgo, status, hours], i) => {
      const listing = own[i % own.length];
      const createdAt = new Date(now - daysAgo * DAY_MS);
      return {
        listingId: listing.id,
        listerUserId: lister.id,
        listingTitle: listing.name,
        ...PEOPLE[person],
        message: MESSAGES[message],
        lang: message === 1 ? 'my' : 'en',
        status,
        note: status === 'closed' ? 'Found another flat.' : '',
        repliedAt: hours === null ? null : new Date(createdAt.getTime() + hours * HOUR_MS),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  // Taps need a day and a visitor's key only: made-up visitors, each a hash as the counter stores them.
  const day = (d: number) => new Date(now - d * DAY_MS + 6.5 * HOUR_MS).toISOString().slice(0, 10);
  await db.insert(contactIntents).values(
    Array.from({ length: 21 }, (_, i) => ({
      listingId: i % 5 === 4 ? null : own[i % own.length].id,
      agentUserId: lister.id,
      channel: CHANNELS[i % CHANNELS.length],
      visitorKey: createHash('sha256').update(`demo-visitor-${i}`).digest('hex'),
      day: day(i % 7),
      createdAt: new Date(now - (i % 7) * DAY_MS),
    })),
  );
}
