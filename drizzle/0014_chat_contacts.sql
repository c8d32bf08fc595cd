ALTER TABLE "agent_profiles" ADD COLUMN "viber" text;--> statement-breakpoint
ALTER TABLE "agent_profiles" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "agent_profiles" ADD COLUMN "messenger" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "viber" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "messenger" text;