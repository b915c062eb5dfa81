ALTER TABLE "challenges" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_customers" ADD COLUMN "rib" text;--> statement-breakpoint
CREATE INDEX "bank_customers_cin_idx" ON "bank_customers" USING btree ("cin");