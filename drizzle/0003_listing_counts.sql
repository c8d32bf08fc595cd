CREATE TABLE "listing_counts" (
	"type" text NOT NULL,
	"township" text NOT NULL,
	"property_type" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "listing_counts_type_township_property_type_pk" PRIMARY KEY("type","township","property_type"),
	CONSTRAINT "listing_counts_n_check" CHECK ("listing_counts"."n" >= 0)
);
