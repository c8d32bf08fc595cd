// What a person can be told of, each by mail, push or both (domain/push/preferences.server.ts).
export const NOTIFICATION_KINDS = ['enquiries', 'search-matches', 'saved-homes'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_CHANNELS = ['mail', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
