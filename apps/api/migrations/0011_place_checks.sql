CREATE TABLE "place_checks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "place_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurrence_id" integer NOT NULL,
	"claim" integer DEFAULT 0 NOT NULL,
	"held_at" timestamp with time zone,
	"refusal" text NOT NULL
);
