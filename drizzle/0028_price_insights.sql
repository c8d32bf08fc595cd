CREATE TABLE "township_price_groups" (
	"township" text NOT NULL,
	"type" text NOT NULL,
	"property_type" text,
	"bedrooms" smallint,
	"listings" integer NOT NULL,
	"median_lakh" numeric(14, 2),
	"median_usd" numeric(14, 2),
	"with_area" integer NOT NULL,
	"median_lakh_per_sqft" numeric(14, 4),
	"median_usd_per_sqft" numeric(14, 2),
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "township_price_groups_min" CHECK (("township_price_groups"."listings" >= 5 or ("township_price_groups"."median_lakh" is null and "township_price_groups"."median_usd" is null)) and ("township_price_groups"."with_area" >= 5 or ("township_price_groups"."median_lakh_per_sqft" is null and "township_price_groups"."median_usd_per_sqft" is null)))
);
--> statement-breakpoint
CREATE TABLE "township_price_months" (
	"township" text NOT NULL,
	"type" text NOT NULL,
	"month" date NOT NULL,
	"listings" integer NOT NULL,
	"median_lakh" numeric(14, 2),
	"median_usd" numeric(14, 2),
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "township_price_months_township_type_month_pk" PRIMARY KEY("township","type","month"),
	CONSTRAINT "township_price_months_min" CHECK ("township_price_months"."listings" >= 5 or ("township_price_months"."median_lakh" is null and "township_price_months"."median_usd" is null))
);
--> statement-breakpoint
ALTER TABLE "township_price_groups" ADD CONSTRAINT "township_price_groups_township_townships_slug_fk" FOREIGN KEY ("township") REFERENCES "public"."townships"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "township_price_months" ADD CONSTRAINT "township_price_months_township_townships_slug_fk" FOREIGN KEY ("township") REFERENCES "public"."townships"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "township_price_groups_idx" ON "township_price_groups" USING btree ("township","type","property_type","bedrooms");