CREATE TABLE "bank_session_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	CONSTRAINT "bank_session_periods_mode_check" CHECK ("bank_session_periods"."mode" in ('SINGLE_SESSION', 'RAMADAN')),
	CONSTRAINT "bank_session_periods_range_check" CHECK ("bank_session_periods"."date_from" <= "bank_session_periods"."date_to")
);
--> statement-breakpoint
CREATE INDEX "bank_session_periods_period_idx" ON "bank_session_periods" USING btree ("date_to","date_from");