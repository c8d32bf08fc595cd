CREATE TABLE "agent_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"facebook" text NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_name_len" CHECK (length("agent_profiles"."name") between 1 and 100),
	CONSTRAINT "agent_phone_len" CHECK (length("agent_profiles"."phone") between 5 and 100),
	CONSTRAINT "agent_facebook_len" CHECK (length("agent_profiles"."facebook") between 5 and 200),
	CONSTRAINT "agent_images_count" CHECK (cardinality("agent_profiles"."image_urls") <= 8)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"property_title" text,
	"property_id" uuid,
	"recipient_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_message_len" CHECK (length("contact_messages"."message") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "listing_images" (
	"listing_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "listing_images_listing_id_position_pk" PRIMARY KEY("listing_id","position"),
	CONSTRAINT "listing_images_position_range" CHECK ("listing_images"."position" between 0 and 11)
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_ref" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"address" text NOT NULL,
	"township" text NOT NULL,
	"property_type" text NOT NULL,
	"type" text DEFAULT 'rent' NOT NULL,
	"square_feet" integer,
	"land_square_feet" integer,
	"bedrooms" smallint,
	"bathrooms" smallint,
	"regular_price" numeric(12, 2) DEFAULT 1 NOT NULL,
	"discount_price" numeric(12, 2),
	"offer" boolean DEFAULT false NOT NULL,
	"parking" boolean DEFAULT false NOT NULL,
	"swimming_pool" boolean DEFAULT false NOT NULL,
	"gym" boolean DEFAULT false NOT NULL,
	"furnished" boolean DEFAULT false NOT NULL,
	"generator" boolean DEFAULT false NOT NULL,
	"property_status" text DEFAULT 'Still Available' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'Agent' NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_type_check" CHECK ("listings"."type" in ('rent', 'sale')),
	CONSTRAINT "listings_property_type_check" CHECK ("listings"."property_type" in ('apartment', 'condo', 'house', 'land', 'industrial-zone', 'other')),
	CONSTRAINT "listings_currency_check" CHECK ("listings"."currency" in ('USD', 'lakh MMK')),
	CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('Agent', 'Owner')),
	CONSTRAINT "listings_property_status_check" CHECK ("listings"."property_status" in ('Still Available', 'Rented Out', 'Sold Out')),
	CONSTRAINT "listings_name_len" CHECK (length("listings"."name") between 10 and 150),
	CONSTRAINT "listings_phone_len" CHECK (length("listings"."phone") between 5 and 100),
	CONSTRAINT "listings_regular_price_range" CHECK ("listings"."regular_price" between 1 and 10000000),
	CONSTRAINT "listings_discount_price_range" CHECK ("listings"."discount_price" is null or ("listings"."discount_price" between 0 and 10000000 and "listings"."discount_price" < "listings"."regular_price")),
	CONSTRAINT "listings_square_feet_range" CHECK ("listings"."square_feet" is null or "listings"."square_feet" between 200 and 1000000),
	CONSTRAINT "listings_land_square_feet_range" CHECK ("listings"."land_square_feet" is null or "listings"."land_square_feet" between 0 and 10000000),
	CONSTRAINT "listings_bedrooms_range" CHECK ("listings"."bedrooms" is null or "listings"."bedrooms" between 0 and 100),
	CONSTRAINT "listings_bathrooms_range" CHECK ("listings"."bathrooms" is null or "listings"."bathrooms" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"url" text NOT NULL,
	"kind" text DEFAULT 'image' NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_kind_check" CHECK ("media"."kind" in ('image', 'proof'))
);
--> statement-breakpoint
CREATE TABLE "package_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"listings_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_subscriptions_used_range" CHECK ("package_subscriptions"."listings_used" >= 0),
	CONSTRAINT "package_subscriptions_period" CHECK ("package_subscriptions"."expires_at" > "package_subscriptions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"listing_limit" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_price_range" CHECK ("packages"."price" >= 0),
	CONSTRAINT "packages_limit_range" CHECK ("packages"."listing_limit" >= -1),
	CONSTRAINT "packages_duration_range" CHECK ("packages"."duration_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"listing_id" uuid NOT NULL,
	"visitor_hash" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "page_views_listing_id_day_visitor_hash_pk" PRIMARY KEY("listing_id","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"package_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"proof_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_inquiries_status_check" CHECK ("payment_inquiries"."status" in ('open', 'assigned'))
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"category" text DEFAULT 'Uncategorized' NOT NULL,
	"image" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_category_check" CHECK ("posts"."category" in ('Uncategorized', 'Knowledge Base', 'New Condo Projects', 'Condo Projects', 'Property News & Legal')),
	CONSTRAINT "posts_title_len" CHECK (length("posts"."title") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"user_ref" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_content_len" CHECK (length("reviews"."content") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "townships" (
	"slug" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_my" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"avatar" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'agent')),
	CONSTRAINT "users_email_check" CHECK (position('@' in "users"."email") > 1 and length("users"."email") <= 254)
);
--> statement-breakpoint
ALTER TABLE "agent_profiles" ADD CONSTRAINT "agent_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_property_id_listings_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_user_ref_users_id_fk" FOREIGN KEY ("user_ref") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_township_townships_slug_fk" FOREIGN KEY ("township") REFERENCES "public"."townships"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_subscriptions" ADD CONSTRAINT "package_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_subscriptions" ADD CONSTRAINT "package_subscriptions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_inquiries" ADD CONSTRAINT "payment_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_inquiries" ADD CONSTRAINT "payment_inquiries_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_ref_users_id_fk" FOREIGN KEY ("user_ref") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_profiles_order_idx" ON "agent_profiles" USING btree ("priority","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "listings_user_idx" ON "listings" USING btree ("user_ref","created_at");--> statement-breakpoint
CREATE INDEX "listings_type_created_idx" ON "listings" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "listings_township_idx" ON "listings" USING btree ("township");--> statement-breakpoint
CREATE UNIQUE INDEX "media_url_idx" ON "media" USING btree ("url");--> statement-breakpoint
CREATE INDEX "package_subscriptions_user_idx" ON "package_subscriptions" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_title_lower_idx" ON "packages" USING btree (lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_idx" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "payment_inquiries_created_idx" ON "payment_inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "posts_updated_idx" ON "posts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "reviews_listing_idx" ON "reviews" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_failures_ip_idx" ON "sign_in_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");