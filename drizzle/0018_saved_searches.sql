CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text,
	"township" text,
	"property_type" text,
	"currency" text,
	"min_price" numeric(12, 2),
	"max_price" numeric(12, 2),
	"beds" smallint,
	"parking" boolean DEFAULT false NOT NULL,
	"furnished" boolean DEFAULT false NOT NULL,
	"swimming_pool" boolean DEFAULT false NOT NULL,
	"gym" boolean DEFAULT false NOT NULL,
	"offer" boolean DEFAULT false NOT NULL,
	"term" text,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"watermark" integer DEFAULT 0 NOT NULL,
	"next_due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_name_len" CHECK (length("saved_searches"."name") between 1 and 80),
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('instant', 'daily', 'weekly')),
	CONSTRAINT "saved_searches_type_check" CHECK ("saved_searches"."type" is null or "saved_searches"."type" in ('rent', 'sale')),
	CONSTRAINT "saved_searches_property_type_check" CHECK ("saved_searches"."property_type" is null or "saved_searches"."property_type" in ('apartment', 'condo', 'house', 'land', 'industrial-zone', 'other')),
	CONSTRAINT "saved_searches_currency_check" CHECK ("saved_searches"."currency" is null or "saved_searches"."currency" in ('USD', 'lakh MMK')),
	CONSTRAINT "saved_searches_price_order" CHECK ("saved_searches"."min_price" is null or "saved_searches"."max_price" is null or "saved_searches"."min_price" <= "saved_searches"."max_price")
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("frequency","next_due_at") WHERE not "saved_searches"."paused";